/** The season's token ranking: top 100 and one player's rank (equal tokens share a rank). */
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardEntry } from '#protocol/leaderboard';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { displayName } from './display-name.ts';
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

/** 1 + the players of the season with more tokens: the same rank `topPlayers` gives for equal tokens. */
export async function rankOf(db: Queryable, seasonId: number, tokens: number): Promise<number> {
  const [row] = await db
    .select({ ahead: count() })
    .from(users)
    .where(and(eq(users.seasonId, seasonId), gt(users.seasonTokens, tokens)));
  return (row?.ahead ?? 0) + 1;
}
