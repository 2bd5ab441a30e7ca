import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOG_V1, CHALLENGE_REWARDS, CHECKIN_STREAK_TOKENS, START_RESOURCES, seasonProducers } from '#domain/catalog';
import { challengeFor } from '#domain/daily-challenge';
import { createProducer } from '#domain/producer';
import { utcDay } from '#domain/time';
import { engineResponseSchema } from '#protocol/engine';
import { tokenLedger, users } from '#server/db/schema';
import { act, newKey, newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const DAY = 86_400_000;
const harness = useHarness();

async function reasonOf(response: Promise<{ statusCode: number; json: () => unknown }>): Promise<string> {
  const answer = await response;
  return answer.statusCode === 200 ? 'applied' : (answer.json() as { reason: string }).reason;
}

async function ledger(reason: string) {
  return harness.database.db
    .select()
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, 1), eq(tokenLedger.reason, reason)));
}

describe('checkin: the streak with one forgiven day', () => {
  it('grows on consecutive days, forgives one missed day, and pays each day once', async () => {
    let session = await newPlayerSession(harness, { id: 1 });
    const day0 = utcDay(harness.clock.now());
    const first = await act(harness, session, 'checkin');
    expect(first.statusCode, first.body).toBe(200);
    expect(await reasonOf(act(harness, session, 'checkin'))).toBe('ALREADY_CHECKED_IN');
    harness.clock.advance(DAY);
    session = await harness.login({ id: 1 });
    expect((await act(harness, session, 'checkin')).statusCode).toBe(200);
    harness.clock.advance(2 * DAY);
    session = await harness.login({ id: 1 });
    const key = newKey();
    const third = await act(harness, session, 'checkin', {}, key);
    expect(third.statusCode).toBe(200);
    const body = engineResponseSchema.parse(third.json());
    expect(body.updatedUser.checkin).toEqual({ lastDay: day0 + 3, streak: 3, forgivenDay: day0 + 2 });
    expect(body.result.tokensCredited).toBe(CHECKIN_STREAK_TOKENS[2]);
    const replay = await act(harness, session, 'checkin', {}, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(third.json());
    const rows = await ledger('checkin');
    expect(rows.map((row) => row.amount)).toEqual(CHECKIN_STREAK_TOKENS.slice(0, 3));
    expect((await storedState(harness.database, 1)).checkin.streak).toBe(3);
  });
});

describe('challenge-claim: the daily challenge', () => {
  it('counts the server-applied actions of its tasks', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const spun = await act(harness, session, 'spin');
    expect(spun.statusCode, spun.body).toBe(200);
    expect(engineResponseSchema.parse(spun.json()).updatedUser.daily.counts.spin).toBe(1);
  });

  it('refuses before the tasks are done, pays exactly once a day, and resets at 00:00 UTC', async () => {
    let session = await newPlayerSession(harness, { id: 1 });
    expect(await reasonOf(act(harness, session, 'challenge-claim'))).toBe('CHALLENGE_NOT_MET');
    const day = utcDay(harness.clock.now());
    const complete = (offset: number) =>
      editState(harness.database, 1, (state) => {
        const counts = { upgrade: 0, tractor: 0, spin: 0, card: 0 };
        for (const task of challengeFor(day + offset)) counts[task.kind] = task.target;
        return { ...state, daily: { ...state.daily, day: day + offset, counts } };
      });
    await complete(0);
    const key = newKey();
    const claimed = await act(harness, session, 'challenge-claim', {}, key);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const tokens = CHALLENGE_REWARDS.find((reward) => reward.type === 'resource')?.amount;
    expect(engineResponseSchema.parse(claimed.json()).result.tokensCredited).toBe(tokens);
    expect((await act(harness, session, 'challenge-claim', {}, key)).headers['idempotent-replayed']).toBe('true');
    expect(await reasonOf(act(harness, session, 'challenge-claim'))).toBe('CHALLENGE_CLAIMED');
    expect((await ledger('challenge-claim')).map((row) => row.amount)).toEqual([tokens]);

    harness.clock.set((day + 1) * DAY);
    session = await harness.login({ id: 1 });
    expect(await reasonOf(act(harness, session, 'challenge-claim'))).toBe('CHALLENGE_NOT_MET');
    await complete(1);
    expect(await reasonOf(act(harness, session, 'challenge-claim'))).toBe('applied');
    expect(await ledger('challenge-claim')).toHaveLength(2);
  });
});

describe('prestige: selling the farm', () => {
  it('is refused with PRESTIGE_LOCKED until the last producer is owned', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const refused = await act(harness, session, 'prestige');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'PRESTIGE_LOCKED' });
    expect((await storedState(harness.database, 1)).prestige.count).toBe(0);
  });

  it('resets the farm once, keeps tokens and the leaderboard measure, and grants stars', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const main = seasonProducers(CATALOG_V1, 'main');
    const last = main.at(-1);
    if (last === undefined) throw new Error('no main producer');
    // A farm worth exactly the last producer's price: 10 stars.
    const earned = 5 * last.cost[3];
    const now = harness.clock.now();
    await editState(harness.database, 1, (state) => ({
      ...state,
      producers: [...main.filter((def) => def.starter).map((def) => createProducer(def, 12, now)), createProducer(last, 1, now)],
      resources: [9e6, 9e6, 9e6, 777],
      tokensEarned: earned,
    }));
    const key = newKey();
    const sold = await act(harness, session, 'prestige', {}, key);
    expect(sold.statusCode, sold.body).toBe(200);
    const user = engineResponseSchema.parse(sold.json()).updatedUser;
    expect(user.prestige).toEqual({ count: 1, stars: 10 });
    expect(user.producers.map((producer) => producer._id)).toEqual(main.filter((def) => def.starter).map((def) => def.id));
    expect(user.resources.slice(0, 3)).toEqual(START_RESOURCES.slice(0, 3));
    expect(user.resources[3]).toBe(777);
    expect((await act(harness, session, 'prestige', {}, key)).headers['idempotent-replayed']).toBe('true');
    expect(await reasonOf(act(harness, session, 'prestige'))).toBe('PRESTIGE_LOCKED');
    const [row] = await harness.database.db.select({ seasonTokens: users.seasonTokens }).from(users).where(eq(users.telegramId, 1));
    expect(row?.seasonTokens).toBe(earned);
    expect((await storedState(harness.database, 1)).prestige.count).toBe(1);
  });
});
