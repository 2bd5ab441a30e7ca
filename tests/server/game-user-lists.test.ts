/**
 * GET /backend/hub/game-user?lists=1 (docs/scaling.md, "An open in one request"): with a stored
 * session, an open's sync asks game-user for the lists too, and they are exactly what GET
 * season/get-data and POST quest-list answer at that moment.
 */
import { describe, expect, it } from 'vitest';
import { enginePath } from '#protocol/engine';
import { GAME_USER_PATH, gameUserResponseSchema, gameUserWithListsSchema } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import { questListResponseSchema } from '#protocol/quests';
import { SEASON_PATH, seasonDataSchema } from '#protocol/season';
import { endSeason, startSeason } from '#server/services/seasons';
import { act, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();
const WITH_LISTS = `${GAME_USER_PATH}?lists=1`;

/** Game-user with the lists, then the two routes they stand for, at the same moment. */
async function listsAndRoutes(session: string, headers: Record<string, string> = {}) {
  const answer = await harness.call(session, { method: 'GET', url: WITH_LISTS, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  const season = await harness.call(session, { method: 'GET', url: SEASON_PATH });
  const quests = await harness.call(session, { method: 'POST', url: enginePath('quest-list') });
  expect(quests.statusCode, quests.body).toBe(200);
  return {
    answer: gameUserWithListsSchema.parse(answer.json()),
    read: { season: seasonDataSchema.parse(season.json()), quests: questListResponseSchema.parse(quests.json()) },
  };
}

describe('game-user with the lists', () => {
  it('answers the lists as the season and quest-list routes answer them, beside the same snapshot', async () => {
    const inviter = await newPlayerSession(harness, { id: 5201 });
    const first = await listsAndRoutes(inviter);
    expect(first.answer.lists).toEqual(first.read);
    expect(first.answer.lists?.quests.friendsInvited).toBe(0);
    // The snapshot is game-user's own: the same answer without the query, lists aside.
    const plain = gameUserResponseSchema.parse((await harness.call(inviter, { method: 'GET', url: GAME_USER_PATH })).json());
    const { lists: _lists, ...snapshot } = first.answer;
    expect(snapshot).toEqual(plain);

    // A friend invited, a quest taken, an event running, time gone by.
    await newPlayerSession(harness, { id: 5202, startParam: 'r_5201' });
    const take = await act(harness, inviter, 'quest-take', { questId: 'invite-1' });
    expect(take.statusCode, take.body).toBe(200);
    const running = await startSeason(harness.database.db, 'event', 'Harvest week', harness.clock.now());
    expect(running.ok).toBe(true);
    try {
      harness.clock.advance(90_000);
      const later = await listsAndRoutes(inviter, { [HEADERS.seasonType]: 'event' });
      expect(later.answer.seasonType).toBe('event');
      expect(later.answer.lists).toEqual(later.read);
      expect(later.answer.lists?.quests.friendsInvited).toBe(1);
      expect(later.answer.lists?.quests.quests.find((quest) => quest.id === 'invite-1')).toMatchObject({
        status: 'PENDING',
        claimable: true,
      });
      expect(later.answer.lists?.season?.event?.eventName).toBe('Harvest week');
    } finally {
      await endSeason(harness.database.db, 'event', harness.clock.now());
    }
  });

  it('answers no lists without the query', async () => {
    const session = await newPlayerSession(harness, { id: 5203 });
    const response = await harness.call(session, { method: 'GET', url: GAME_USER_PATH });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).not.toHaveProperty('lists');
  });

  it('refuses any other value of the query, naming it', async () => {
    const session = await newPlayerSession(harness, { id: 5204 });
    for (const value of ['0', 'yes', '']) {
      const response = await harness.call(session, { method: 'GET', url: `${GAME_USER_PATH}?lists=${value}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toMatchObject({ reason: 'INVALID_INPUT' });
      expect(response.json<{ message: string }>().message).toContain('lists');
    }
  });
});
