/**
 * POST /backend/auth/telegram?snapshot=<season type> (docs/performance.md): the login answers the game-user
 * snapshot and the lists the sync reads with the session, so an open paints the farm after one
 * round trip and sends no other request.
 */
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOGIN_PATH, loginResponseSchema } from '#protocol/auth';
import { GAME_USER_PATH, gameUserResponseSchema } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import { enginePath } from '#protocol/engine';
import { questListResponseSchema } from '#protocol/quests';
import { SEASON_PATH, seasonDataSchema } from '#protocol/season';
import { botMessages, users } from '#server/db/schema';
import { endSeason, startSeason } from '#server/services/seasons';
import { act, newPlayerSession, statementsOf, useHarness } from './helpers/harness.ts';

const CANONICAL = 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI';
const harness = useHarness();

async function login(raw: string, query = '') {
  return harness.app.inject({ method: 'POST', url: `${LOGIN_PATH}${query}`, payload: raw, headers: { 'content-type': 'text/plain' } });
}

async function userCount(telegramId: number): Promise<number> {
  return (await harness.database.db.select({ id: users.telegramId }).from(users).where(eq(users.telegramId, telegramId))).length;
}

describe('the login with the snapshot', () => {
  it('creates a new player and answers the first snapshot that GET game-user would answer', async () => {
    const response = await login(harness.launchData({ id: 5101, firstName: 'Ann', premium: true }), '?snapshot=main');
    expect(response.statusCode, response.body).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    const snapshot = body.snapshot;
    expect(snapshot).toBeDefined();
    expect(snapshot?.firstTime).toBe(true);
    expect(snapshot?.sendMessage).toBe(true);
    expect(snapshot?.seasonType).toBe('main');
    expect(snapshot?.serverNow).toBe(harness.clock.now());
    expect(snapshot?.gameUser).toMatchObject({ user_id: 5101, name: 'Ann', email: '5101@telegram' });
    expect(await userCount(5101)).toBe(1);
    // The same session reads the same player: not a first time any more, same game id and state.
    const again = await harness.call(body.session, { method: 'GET', url: GAME_USER_PATH });
    const read = gameUserResponseSchema.parse(again.json());
    expect(read.firstTime).toBe(false);
    expect(read.gameUser._id).toBe(snapshot?.gameUser._id);
    expect(read.gameUser.resources).toEqual(snapshot?.gameUser.resources);
  });

  it('answers a returning player settled to now, the event half when asked, and keeps the linked wallet', async () => {
    const session = await harness.login({ id: 5102 });
    const linked = await harness.call(session, { method: 'GET', url: GAME_USER_PATH, headers: { [HEADERS.userWallet]: CANONICAL } });
    expect(linked.statusCode, linked.body).toBe(200);
    harness.clock.advance(60_000);
    const main = loginResponseSchema.parse((await login(harness.launchData({ id: 5102 }), '?snapshot=main')).json()).snapshot;
    expect(main).toMatchObject({ firstTime: false, sendMessage: false, seasonType: 'main', serverNow: harness.clock.now() });
    expect(main?.gameUser.wallet).toBe(CANONICAL);
    const event = loginResponseSchema.parse((await login(harness.launchData({ id: 5102 }), '?snapshot=event')).json()).snapshot;
    expect(event?.seasonType).toBe('event');
  });

  it('answers the lists exactly as GET season/get-data and POST quest-list answer them at that moment', async () => {
    const lists = async (id: number) => {
      const body = loginResponseSchema.parse((await login(harness.launchData({ id }), '?snapshot=main')).json());
      const season = await harness.call(body.session, { method: 'GET', url: SEASON_PATH });
      const quests = await harness.call(body.session, { method: 'POST', url: enginePath('quest-list') });
      expect(quests.statusCode, quests.body).toBe(200);
      return {
        answered: body.lists,
        read: { season: seasonDataSchema.parse(season.json()), quests: questListResponseSchema.parse(quests.json()) },
      };
    };
    // A first open, then a returning player who invited a friend and took a quest, with an event running.
    const first = await lists(5107);
    expect(first.answered).toEqual(first.read);
    expect(first.answered?.quests.friendsInvited).toBe(0);
    await newPlayerSession(harness, { id: 5108, startParam: 'r_5107' });
    const session = loginResponseSchema.parse((await login(harness.launchData({ id: 5107 }), '?snapshot=main')).json()).session;
    const take = await act(harness, session, 'quest-take', { questId: 'invite-1' });
    expect(take.statusCode, take.body).toBe(200);
    const running = await startSeason(harness.database.db, 'event', 'Harvest week', harness.clock.now());
    harness.clock.advance(90_000);
    const returning = await lists(5107);
    expect(returning.answered).toEqual(returning.read);
    expect(returning.answered?.quests.friendsInvited).toBe(1);
    expect(returning.answered?.quests.quests.find((quest) => quest.id === 'invite-1')).toMatchObject({
      status: 'PENDING',
      claimable: true,
    });
    expect(running.ok).toBe(true);
    expect(returning.answered?.season?.event?.eventName).toBe('Harvest week');
    await endSeason(harness.database.db, 'event', harness.clock.now());
  });

  it('answers a null season between seasons, where GET season/get-data answers 404', async () => {
    await endSeason(harness.database.db, 'main', harness.clock.now());
    try {
      const response = await login(harness.launchData({ id: 5109 }), '?snapshot=main');
      expect(response.statusCode, response.body).toBe(200);
      const body = loginResponseSchema.parse(response.json());
      expect(body.lists?.season).toBeNull();
      expect((await harness.call(body.session, { method: 'GET', url: SEASON_PATH })).statusCode).toBe(404);
    } finally {
      await startSeason(harness.database.db, 'main', undefined, harness.clock.now());
    }
  });

  it('answers the session alone without the query, and reads or creates no player', async () => {
    const response = await login(harness.launchData({ id: 5103 }));
    expect(response.statusCode).toBe(200);
    expect(loginResponseSchema.parse(response.json()).snapshot).toBeUndefined();
    expect(loginResponseSchema.parse(response.json()).lists).toBeUndefined();
    expect(await userCount(5103)).toBe(0);
  });

  it('refuses an unknown season type before logging in, and creates no player', async () => {
    const response = await login(harness.launchData({ id: 5104 }), '?snapshot=weekly');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: 'INVALID_INPUT' });
    expect(response.json<{ message: string }>().message).toContain('snapshot');
    expect(await userCount(5104)).toBe(0);
  });

  it('creates no player for launch data that fails the check', async () => {
    const raw = harness.launchData({ id: 5105 }).replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
    const response = await login(raw, '?snapshot=main');
    expect(response.statusCode).toBe(401);
    expect(await userCount(5105)).toBe(0);
  });

  it('costs a known player one statement, lists included, and two when the contact is written (docs/scaling.md)', async () => {
    const counted = async (request: () => Promise<{ statusCode: number }>) => {
      const { statements, answer } = await statementsOf(harness, request);
      expect(answer.statusCode).toBe(200);
      return statements;
    };
    const session = await harness.login({ id: 5106 });
    expect((await harness.call(session, { method: 'GET', url: GAME_USER_PATH })).json()).toMatchObject({ firstTime: true });
    // The first open's welcome goes after its answer: left out of the counts once its sender is done.
    await vi.waitFor(
      async () => {
        const [row] = await harness.database.db
          .select({ lease: botMessages.leaseUntil })
          .from(botMessages)
          .where(eq(botMessages.userId, 5106));
        // Its sender lets go of the row when done (sent, failed, or queued again for later).
        expect(row?.lease).toBeNull();
      },
      { timeout: 10_000 },
    );
    // A process creates a hot statement's function at its first use (db/statement-functions.ts): the
    // contact's write has been made once before it is counted.
    harness.clock.advance(60_000);
    expect((await login(harness.launchData({ id: 5106 }), '?snapshot=main')).statusCode).toBe(200);
    expect(await counted(() => login(harness.launchData({ id: 5106 }), '?snapshot=main'))).toBe(1);
    expect(await counted(() => harness.call(session, { method: 'GET', url: GAME_USER_PATH }))).toBe(1);
    harness.clock.advance(60_000);
    expect(await counted(() => login(harness.launchData({ id: 5106 }), '?snapshot=main'))).toBe(2);
  });
});
