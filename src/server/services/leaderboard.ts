/** The season's token ranking: top 100 and one player's rank (equal tokens share a rank). */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardEntry } from '#protocol/leaderboard';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { displayName } from './display-name.ts';
import { rankAmong } from './rank.ts';
import type { StoredUser } from './users.ts';

/** A player's row of the ranking at `rank`. */
export function leaderboardEntry(
  user: Pick<StoredUser, 'gameId' | 'name' | 'username' | 'photoUrl'>,
  rank: number,
  tokens: number,
): LeaderboardEntry {
  return { rank, _id: user.gameId, name: displayName(user), photoUrl: user.photoUrl, tokens };
}

/** The top of the season, ranked by standard competition ranking (1, 2, 2, 4). */
export async function topPlayers(db: Queryable, seasonId: number): Promise<LeaderboardEntry[]> {
  const rows = await db
    .select({
      gameId: users.gameId,
      name: users.name,
      username: users.username,
      photoUrl: users.photoUrl,
      tokens: users.seasonTokens,
    })
    .from(users)
    .where(eq(users.seasonId, seasonId))
    .orderBy(desc(users.seasonTokens), asc(users.createdAt), asc(users.telegramId))
    .limit(LEADERBOARD_SIZE);
  let rank = 0;
  let previous: number | undefined;
  return rows.map((row, index) => {
    if (row.tokens !== previous) rank = index + 1;
    previous = row.tokens;
    return leaderboardEntry(row, rank, row.tokens);
  });
}

/**
 * 1 + the players of the season with more tokens: the same rank `topPlayers` gives for equal
 * tokens (estimated past EXACT_RANK_LIMIT players ahead, services/rank.ts).
 */
export async function rankOf(db: Queryable, seasonId: number, tokens: number, limit?: number): Promise<number> {
  return rankAmong(db, sql`select 1 from ${users} where ${users.seasonId} = ${seasonId} and ${users.seasonTokens} > ${tokens}`, limit);
}
