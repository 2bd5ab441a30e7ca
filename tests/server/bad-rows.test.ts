/**
 * One bad row never fails a list for everyone (the leaderboard and the friends list leave it out),
 * and the database refuses a balance below zero whatever wrote it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { friendsSchema } from '#protocol/friends';
import { leaderboardSchema } from '#protocol/leaderboard';
import { users } from '#server/db/schema';
import { newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();
// An avatar stored before the login rule kept only Telegram's https addresses.
const OLD_PHOTO = 'http://old.example/a.png';

async function gameIdOf(id: number): Promise<string | undefined> {
  const [row] = await harness.database.db.select({ gameId: users.gameId }).from(users).where(eq(users.telegramId, id));
  return row?.gameId;
}

describe('a row that does not fit the answer', () => {
  it('is left out of the leaderboard; every other player is ranked', async () => {
    const me = await newPlayerSession(harness, { id: 1 });
    await newPlayerSession(harness, { id: 2 });
    await newPlayerSession(harness, { id: 3 });
    await editState(harness.database, 2, (state) => ({ ...state, tokensEarned: 40 }));
    await editState(harness.database, 3, (state) => ({ ...state, tokensEarned: 30 }));
    await harness.database.db.update(users).set({ photoUrl: OLD_PHOTO }).where(eq(users.telegramId, 2));
    const response = await harness.call(me, { method: 'GET', url: '/backend/hub/leaderboard' });
    expect(response.statusCode, response.body).toBe(200);
    const board = leaderboardSchema.parse(response.json());
    expect(board.top.map((entry) => [entry._id, entry.rank, entry.tokens])).toEqual([
      [await gameIdOf(3), 2, 30],
      [await gameIdOf(1), 3, 0],
    ]);
  });

  it('is left out of the friends list; the other friends are listed', async () => {
    const me = await newPlayerSession(harness, { id: 1 });
    await newPlayerSession(harness, { id: 2, startParam: 'r_1' });
    await newPlayerSession(harness, { id: 3, startParam: 'r_1' });
    await harness.database.db.update(users).set({ photoUrl: OLD_PHOTO }).where(eq(users.telegramId, 3));
    const response = await harness.call(me, { method: 'GET', url: '/backend/hub/friends' });
    expect(response.statusCode, response.body).toBe(200);
    const list = friendsSchema.parse(response.json());
    expect(list.friends.map((friend) => friend._id)).toEqual([await gameIdOf(2)]);
    expect(list.total).toBe(2);
  });
});

describe('the database refuses a balance below zero', () => {
  it('in the season tokens, the main and event token slots and the spins; the row keeps its balances', async () => {
    await newPlayerSession(harness, { id: 1 });
    const before = await storedState(harness.database, 1);
    const db = harness.database.db;
    await expect(db.update(users).set({ seasonTokens: -988_000 }).where(eq(users.telegramId, 1))).rejects.toThrow();
    const negative = [
      { ...before, resources: [before.resources[0], 0, 0, -988_000] },
      { ...before, resourcesEvent: [0, 0, 0, -1] },
      { ...before, spin: -1 },
    ];
    for (const state of negative) await expect(db.update(users).set({ state }).where(eq(users.telegramId, 1))).rejects.toThrow();
    expect(await storedState(harness.database, 1)).toEqual(before);
  });
});
