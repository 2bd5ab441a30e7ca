/** The season's token ranking: top 100 and one player's rank (equal tokens share a rank). */
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardEntry } from '#protocol/leaderboard';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';

export async function topPlayers(db: Queryable, seasonId: number): Promise<LeaderboardEntry[]> {
  const rows = await db
    .select({ gameId: users.gameId, name: users.name, tokens: users.seasonTokens })
    .from(users)
    .where(eq(users.seasonId, seasonId))
    .orderBy(desc(users.seasonTokens), asc(users.createdAt), asc(users.telegramId))
    .limit(LEADERBOARD_SIZE);
  let rank = 0;
  let previous: number | undefined;
  return rows.map((row, index) => {
    if (row.tokens !== previous) rank = index + 1;
    previous = row.tokens;
    return { rank, _id: row.gameId, name: row.name, tokens: row.tokens };
  });
}

/** 1 + the players of the season with more tokens. */
export async function rankOf(db: Queryable, seasonId: number, tokens: number): Promise<number> {
  const [row] = await db
    .select({ ahead: count() })
    .from(users)
    .where(and(eq(users.seasonId, seasonId), gt(users.seasonTokens, tokens)));
  return (row?.ahead ?? 0) + 1;
}
