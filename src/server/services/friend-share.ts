/**
 * The inviter's share of friends' earnings (docs/game-design.md, "Friends"): for each friend and
 * each completed UTC day of the last week, FRIEND_SHARE_RATE of the tokens the friend earned that
 * day (the ledger's main-season credits, other shares and referral bonuses aside), capped per
 * friend and day. The inviter collects what is ready; each (inviter, friend, day) is paid once:
 * its `friend_shares` row is inserted in the transaction that credits it, under the inviter's lock.
 * A banned inviter's own request is refused before anything is read.
 */
import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { DAY, utcDay } from '#domain/time';
import { collectableDays, creditFriendShare, friendShare } from '#domain/referral-share';
import { MESSAGES } from '#protocol/errors';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { friendShares, tokenLedger, users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';
import { userNotFound } from '../auth/request-session.ts';
import type { SessionClaims } from '../auth/session-token.ts';
import { tokenChanges } from './ledger.ts';
import { lockPlayer, writeLockedPlayer } from './player-store.ts';
import { settlePlayer } from './settle.ts';
import { inTransaction } from './transaction.ts';

/** Credits that are not a friend's own earning: no share of a share, of a referral bonus, of a season's carry-over. */
const NOT_EARNED = ['friend-share', 'referral', 'season-change'];

export interface PendingShare {
  friendId: number;
  day: number;
  amount: number;
}

/** The shares ready for `inviterId` on day `today` (UTC day index), not collected yet, each > 0. */
export async function pendingShares(db: Queryable, inviterId: number, today: number): Promise<PendingShare[]> {
  const days = collectableDays(today);
  const first = days[0] ?? today;
  // The day's length inline, not a parameter: the grouping repeats the expression, which must match.
  const day = sql<number>`floor(${tokenLedger.createdAt}::float8 / ${sql.raw(String(DAY))})::int`.mapWith(Number);
  const earned = sql<number>`sum(${tokenLedger.amount})`.mapWith(Number);
  const rows = await db
    .select({ friendId: users.telegramId, day, earned })
    .from(users)
    .innerJoin(tokenLedger, eq(tokenLedger.userId, users.telegramId))
    .where(
      and(
        eq(users.referrerId, inviterId),
        eq(tokenLedger.pool, 'main'),
        sql`${tokenLedger.amount} > 0`,
        notInArray(tokenLedger.reason, NOT_EARNED),
        gte(tokenLedger.createdAt, first * DAY),
        lt(tokenLedger.createdAt, today * DAY),
      ),
    )
    .groupBy(users.telegramId, day);
  if (rows.length === 0) return [];
  const collected = await db
    .select({ friendId: friendShares.friendId, day: friendShares.day })
    .from(friendShares)
    .where(and(eq(friendShares.inviterId, inviterId), inArray(friendShares.day, days)));
  const done = new Set(collected.map((row) => `${row.friendId}:${row.day}`));
  return rows
    .filter((row) => !done.has(`${row.friendId}:${row.day}`))
    .map((row) => ({ friendId: row.friendId, day: row.day, amount: friendShare(row.earned) }))
    .filter((share) => share.amount > 0);
}

/** Whole tokens ready for the inviter, by friend. */
export function readyByFriend(shares: readonly PendingShare[]): Map<number, number> {
  const ready = new Map<number, number>();
  for (const share of shares) ready.set(share.friendId, (ready.get(share.friendId) ?? 0) + share.amount);
  return ready;
}

/** Collects every ready share for the session's player: the tokens credited (0 when none was ready). */
export async function collectShares(context: AppContext, session: SessionClaims): Promise<number> {
  return inTransaction(context.db, async (tx) => {
    const loaded = await lockPlayer(tx, session.userId);
    if (loaded === undefined) throw userNotFound();
    const now = context.config.now();
    const catalog = await context.catalogs.get(tx, loaded.catalogVersion);
    // Refuses a banned inviter (403 BANNED) before anything is credited.
    const settled = settlePlayer(loaded, { now, session, catalog, contact: true });
    if (loaded.running.main === undefined) throw new HttpError(409, 'NO_ACTIVE_SEASON', MESSAGES.noActiveSeason);
    const pending = await pendingShares(tx, session.userId, utcDay(now));
    if (pending.length === 0) return 0;
    const inserted = await tx
      .insert(friendShares)
      .values(pending.map((share) => ({ inviterId: session.userId, ...share, createdAt: now })))
      .onConflictDoNothing()
      .returning({ amount: friendShares.amount });
    const tokens = inserted.reduce((sum, row) => sum + row.amount, 0);
    if (tokens === 0) return 0;
    const credited = creditFriendShare(settled.state, tokens);
    const seasonId = settled.columns.seasonId;
    await writeLockedPlayer(tx, {
      telegramId: session.userId,
      columns: settled.columns,
      state: credited,
      now,
      ledger: [...settled.ledger, ...tokenChanges(settled.state, credited, 'friend-share').map((entry) => ({ ...entry, seasonId }))],
      ledgerKey: `friend-share:${session.userId}:${now}`,
    });
    return tokens;
  });
}
