/**
 * The friends a player invited: players whose referrer is this player (a referrer is stored only
 * when the referral counted, see game-user.ts), each with what their joining credited the player
 * (the ledger's `referral` rows under the key `referral:<friend telegram id>`, see referral.ts), their
 * progress this season, and the inviter's share of their earnings ready to collect.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { FRIENDS_LIMIT, type Friend } from '#protocol/friends';
import type { Queryable } from '../db/database.ts';
import { tokenLedger, users } from '../db/schema.ts';
import { displayName } from './display-name.ts';
import { pendingShares, readyByFriend } from './friend-share.ts';

/**
 * The newest `FRIENDS_LIMIT` friends of `telegramId` of the `total` they invited (counted in the
 * player's read), and the share of their earnings ready on UTC day `today`
 * (services/friend-share.ts). A friend's season tokens count only in the running main season `seasonId`.
 */
export async function listFriends(
  db: Queryable,
  telegramId: number,
  { seasonId, today, total }: { seasonId: number | undefined; today: number; total: number },
): Promise<{ friends: Friend[]; total: number; shareReady: number }> {
  const earned = sql<number>`coalesce(sum(${tokenLedger.amount}), 0)`.mapWith(Number);
  const rows = db
    .select({
      gameId: users.gameId,
      name: users.name,
      username: users.username,
      photoUrl: users.photoUrl,
      joinedAt: users.createdAt,
      friendId: users.telegramId,
      friendSeason: users.seasonId,
      seasonTokens: users.seasonTokens,
      earned,
    })
    .from(users)
    .leftJoin(
      tokenLedger,
      and(
        eq(tokenLedger.userId, telegramId),
        eq(tokenLedger.reason, 'referral'),
        eq(tokenLedger.idempotencyKey, sql`'referral:' || ${users.telegramId}::text`),
      ),
    )
    .where(eq(users.referrerId, telegramId))
    .groupBy(users.telegramId)
    .orderBy(desc(users.createdAt), desc(users.telegramId))
    .limit(FRIENDS_LIMIT);
  const [list, pending] = await Promise.all([rows, pendingShares(db, telegramId, today)]);
  const ready = readyByFriend(pending);
  return {
    friends: list.map((row) => ({
      _id: row.gameId,
      name: displayName(row),
      photoUrl: row.photoUrl,
      joinedAt: row.joinedAt,
      earned: row.earned,
      seasonTokens: row.friendSeason !== null && row.friendSeason === seasonId ? row.seasonTokens : 0,
      shareReady: ready.get(row.friendId) ?? 0,
    })),
    total,
    shareReady: pending.reduce((sum, share) => sum + share.amount, 0),
  };
}
