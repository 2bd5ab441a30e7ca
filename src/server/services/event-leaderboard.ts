/**
 * The running event's ranking: event tokens earned this event (docs/game-design.md, "Events"),
 * the top 100 and one player's rank, ranked as stored like the season's board. Event tokens are
 * never spent, so the event vector's token slot is what the player earned in the event: the
 * database keeps its whole part in `users.event_tokens`, under `users_event_board_idx`.
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardEntry } from '#protocol/leaderboard';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { leaderboardEntry } from './leaderboard.ts';
import { rankAmong } from './rank.ts';

/** The top of event `eventId`, ranked by standard competition ranking (1, 2, 2, 4). */
export async function topEventPlayers(db: Queryable, eventId: number): Promise<LeaderboardEntry[]> {
  const rows = await db
    .select({ gameId: users.gameId, name: users.name, username: users.username, photoUrl: users.photoUrl, tokens: users.eventTokens })
    .from(users)
    .where(and(eq(users.eventId, eventId), gt(users.eventTokens, 0)))
    .orderBy(desc(users.eventTokens), asc(users.createdAt), asc(users.telegramId))
    .limit(LEADERBOARD_SIZE);
  let rank = 0;
  let previous: number | undefined;
  // Read with more than 0 of them: never null (the column is null only for a state without an event part).
  return rows.map(({ tokens: read, ...row }, index) => {
    const tokens = read ?? 0;
    if (tokens !== previous) rank = index + 1;
    previous = tokens;
    return leaderboardEntry(row, rank, tokens);
  });
}

/** 1 + the players of the event with more event tokens (estimated past EXACT_RANK_LIMIT of them, services/rank.ts). */
export async function eventRankOf(db: Queryable, eventId: number, tokens: number): Promise<number> {
  return rankAmong(db, sql`select 1 from ${users} where ${users.eventId} = ${eventId} and ${users.eventTokens} > ${tokens}`);
}
