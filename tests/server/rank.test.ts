/**
 * A player's rank (services/rank.ts): exact while fewer than the limit are ahead, equal tokens
 * sharing a rank; past the limit, PostgreSQL's estimate from its statistics, never below the limit
 * and never beyond the players there are.
 */
import { eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { rankOf } from '#server/services/leaderboard';
import { newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const TOKENS = [900, 800, 800, 700, 600, 500, 400, 300, 200, 100, 50, 0];

/** One real player, and copies of its row with the tokens of TOKENS; answers the season. */
async function playersWithTokens(): Promise<number> {
  await newPlayerSession(harness, { id: 1 });
  const [first] = await harness.database.db.select().from(users).where(eq(users.telegramId, 1));
  if (first?.seasonId === null || first?.seasonId === undefined) throw new Error('the player has no season');
  await harness.database.db.update(users).set({ seasonTokens: TOKENS[0] }).where(eq(users.telegramId, 1));
  await harness.database.db
    .insert(users)
    .values(TOKENS.slice(1).map((seasonTokens, index) => ({ ...first, telegramId: 100 + index, gameId: `copy-${index}`, seasonTokens })));
  await harness.database.db.execute(sql`analyze ${users}`);
  return first.seasonId;
}

describe("a player's rank", () => {
  it('counts the players ahead while they are fewer than the limit; equal tokens share a rank', async () => {
    const season = await playersWithTokens();
    expect(await rankOf(harness.database.db, season, 900)).toBe(1);
    expect(await rankOf(harness.database.db, season, 800)).toBe(2);
    expect(await rankOf(harness.database.db, season, 700)).toBe(4);
    expect(await rankOf(harness.database.db, season, 0)).toBe(12);
    expect(await rankOf(harness.database.db, season, 800, 3)).toBe(2);
  });

  it('estimates past the limit, between the limit and the number of players', async () => {
    const season = await playersWithTokens();
    for (const tokens of [100, 50, 0]) {
      const rank = await rankOf(harness.database.db, season, tokens, 3);
      expect(rank).toBeGreaterThanOrEqual(4);
      expect(rank).toBeLessThanOrEqual(TOKENS.length + 1);
    }
  });
});
