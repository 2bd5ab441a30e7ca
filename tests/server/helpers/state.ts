/** Direct reads and writes of a player's stored state, to set up situations the API would take long to reach. */
import { eq } from 'drizzle-orm';
import type { PlayerState } from '#domain/player';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema';

export async function storedState(database: Database, telegramId: number): Promise<PlayerState> {
  const [row] = await database.db.select({ state: users.state }).from(users).where(eq(users.telegramId, telegramId));
  if (row === undefined) throw new Error(`no user ${telegramId}`);
  return row.state as PlayerState;
}

export async function editState(database: Database, telegramId: number, edit: (state: PlayerState) => PlayerState): Promise<PlayerState> {
  const next = edit(await storedState(database, telegramId));
  await database.db.update(users).set({ state: next, seasonTokens: next.tokensEarned }).where(eq(users.telegramId, telegramId));
  return next;
}
