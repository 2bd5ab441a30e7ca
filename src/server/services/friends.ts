/**
 * The friends a player invited: players whose referrer is this player (a referrer is stored only
 * when the referral counted, see game-user.ts), each with what their joining credited the player
 * (the ledger's `referral` rows under the key `referral:<friend telegram id>`, see referral.ts).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { FRIENDS_LIMIT, type Friend } from '#protocol/friends';
import type { Queryable } from '../db/database.ts';
import { tokenLedger, users } from '../db/schema.ts';
import { displayName } from './display-name.ts';
import { countReferrals } from './users.ts';

/** The newest `FRIENDS_LIMIT` friends of `telegramId` and how many there are in all. */
export async function listFriends(db: Queryable, telegramId: number): Promise<{ friends: Friend[]; total: number }> {
  const earned = sql<number>`coalesce(sum(${tokenLedger.amount}), 0)`.mapWith(Number);
  const rows = db
    .select({
      gameId: users.gameId,
      name: users.name,
      username: users.username,
      photoUrl: users.photoUrl,
      joinedAt: users.createdAt,
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
  const [list, total] = await Promise.all([rows, countReferrals(db, telegramId)]);
  return {
    friends: list.map((row) => ({
      _id: row.gameId,
      name: displayName(row),
      photoUrl: row.photoUrl,
      joinedAt: row.joinedAt,
      earned: row.earned,
    })),
    total,
  };
}
