import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AD_MIN_VIEW_MS } from '#domain/ad-cards';
import { AD_VIEW_START_PATH, adViewStartResponseSchema } from '#protocol/ad-views';
import { act, newKey, newPlayerSession, useConfig, useHarness, type Harness } from './helpers/harness.ts';
import { storedState } from './helpers/state.ts';
import { ADSGRAM_GUESSES_PER_WINDOW, ADSGRAM_REWARDS_PER_WINDOW } from '#server/routes/ad-views';

const harness = useHarness();
const HOUR = 3_600_000;

async function startAd(h: Harness, session: string, card: string): Promise<string> {
  const response = await h.call(session, { method: 'POST', url: AD_VIEW_START_PATH, payload: { card } });
  expect(response.statusCode, response.body).toBe(200);
  return adViewStartResponseSchema.parse(response.json()).adView;
}

const reasonOf = (response: { json: () => unknown }) => (response.json() as { reason?: string }).reason;

describe('ad cards without the ad network’s confirmation: ad-view tokens', () => {
  it('grant nothing without a token, nor before the ad’s minimum length', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const spins = (await storedState(harness.database, 1)).spin;
    const bare = await act(harness, session, 'ad-card-claim', { card: 'spin' });
    expect(bare.statusCode).toBe(409);
    expect(reasonOf(bare)).toBe('AD_NOT_WATCHED');
    expect(reasonOf(await act(harness, session, 'ad-card-claim', { card: 'spin', adView: 'made-up-token' }))).toBe('AD_NOT_WATCHED');
    const token = await startAd(harness, session, 'spin');
    harness.clock.advance(AD_MIN_VIEW_MS - 1);
    expect(reasonOf(await act(harness, session, 'ad-card-claim', { card: 'spin', adView: token }))).toBe('AD_NOT_WATCHED');
    expect((await storedState(harness.database, 1)).spin).toBe(spins);
    harness.clock.advance(1);
    expect((await act(harness, session, 'ad-card-claim', { card: 'spin', adView: token })).statusCode).toBe(200);
    expect((await storedState(harness.database, 1)).spin).toBe(spins + 1);
  });

  it('grant once per token, for its player and card, and replay the answer of a repeated key', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const other = await newPlayerSession(harness, { id: 2 });
    const token = await startAd(harness, session, 'water');
    harness.clock.advance(AD_MIN_VIEW_MS);
    expect(reasonOf(await act(harness, session, 'ad-card-claim', { card: 'spin', adView: token }))).toBe('AD_NOT_WATCHED');
    expect(reasonOf(await act(harness, other, 'ad-card-claim', { card: 'water', adView: token }))).toBe('AD_NOT_WATCHED');
    const key = newKey();
    const first = await act(harness, session, 'ad-card-claim', { card: 'water', adView: token }, key);
    expect(first.statusCode).toBe(200);
    const again = await act(harness, session, 'ad-card-claim', { card: 'water', adView: token }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    // After the cooldown the spent token still grants nothing; a new ad does.
    harness.clock.advance(HOUR);
    expect(reasonOf(await act(harness, session, 'ad-card-claim', { card: 'water', adView: token }))).toBe('AD_NOT_WATCHED');
    const next = await startAd(harness, session, 'water');
    harness.clock.advance(AD_MIN_VIEW_MS);
    expect((await act(harness, session, 'ad-card-claim', { card: 'water', adView: next })).statusCode).toBe(200);
    expect((await storedState(harness.database, 1)).adCards.water.count).toBe(2);
  });

  it('grant one card for one token under 20 parallel claims with different keys', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const token = await startAd(harness, session, 'user');
    harness.clock.advance(AD_MIN_VIEW_MS);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => act(harness, session, 'ad-card-claim', { card: 'user', adView: token })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect((await storedState(harness.database, 1)).adCards.user.count).toBe(1);
  });

  it('issues no token to a session whose player never opened the game', async () => {
    const stranger = await harness.login({ id: 77 });
    const response = await harness.call(stranger, { method: 'POST', url: AD_VIEW_START_PATH, payload: { card: 'spin' } });
    expect(response.statusCode).toBe(401);
    expect(reasonOf(response)).toBe('USER_NOT_FOUND');
  });

  it('has no reward URL', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/adsgram/reward/anything-at-all-here?userid=1' })).statusCode).toBe(404);
  });
});

describe('ad cards with the ad network’s confirmation (ADSGRAM_REWARD_SECRET)', () => {
  const SECRET = 'adsgram-secret-for-the-tests';
  useConfig(harness, { adsgramRewardSecret: SECRET });
  const reward = (secret: string, userid: number | string) =>
    harness.app.inject({ method: 'GET', url: `/adsgram/reward/${secret}?userid=${String(userid)}` });

  it('spend one stored confirmation per claim, and nothing else grants', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const token = await startAd(harness, session, 'spin');
    harness.clock.advance(AD_MIN_VIEW_MS);
    expect(reasonOf(await act(harness, session, 'ad-card-claim', { card: 'spin', adView: token }))).toBe('AD_NOT_WATCHED');
    expect((await reward('adsgram-secret-for-the-test', 1)).statusCode).toBe(404);
    expect((await reward(SECRET, 999)).statusCode).toBe(404);
    expect((await reward(SECRET, 'abc')).statusCode).toBe(400);
    expect((await reward(SECRET, 1)).statusCode).toBe(204);
    expect((await act(harness, session, 'ad-card-claim', { card: 'spin' })).statusCode).toBe(200);
    expect(reasonOf(await act(harness, session, 'ad-card-claim', { card: 'water' }))).toBe('AD_NOT_WATCHED');
    await reward(SECRET, 1);
    await reward(SECRET, 1);
    const claims = await Promise.all(['water', 'user', 'insta'].map((card) => act(harness, session, 'ad-card-claim', { card })));
    expect(claims.filter((claim) => claim.statusCode === 200)).toHaveLength(2);
    expect(claims.filter((claim) => reasonOf(claim) === 'AD_NOT_WATCHED')).toHaveLength(1);
  });

  it('never writes the secret to the log, however the URL is spelled', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await harness.rebuild({ logger: { level: 'trace', stream } });
    await newPlayerSession(harness, { id: 1 });
    const spellings = [
      `/adsgram/reward/${SECRET}`,
      `/%61dsgram/reward/${SECRET}`,
      `//adsgram//reward/${SECRET}`,
      `/ADSGRAM/reward/${SECRET}/x`,
    ];
    const statuses = [];
    for (const path of spellings) statuses.push((await harness.app.inject({ method: 'GET', url: `${path}?userid=1` })).statusCode);
    expect(statuses[0]).toBe(204);
    expect(statuses[1]).toBe(204);
    const logged = lines.join('');
    expect(logged).toContain('/adsgram/reward/[redacted]?userid=1');
    expect(logged).not.toContain(SECRET);
  });

  it('answers 429 past the budget of wrong secrets from one address, and of confirmations for one player', async () => {
    await newPlayerSession(harness, { id: 1 });
    for (let guess = 0; guess < ADSGRAM_GUESSES_PER_WINDOW; guess += 1)
      expect((await reward(`wrong-secret-number-${guess}`, 1)).statusCode).toBe(404);
    const refused = await reward('wrong-secret-once-more', 1);
    expect(refused.statusCode).toBe(429);
    expect(reasonOf(refused)).toBe('RATE_LIMITED');
    for (let confirmation = 0; confirmation < ADSGRAM_REWARDS_PER_WINDOW; confirmation += 1)
      expect((await reward(SECRET, 1)).statusCode).toBe(204);
    expect((await reward(SECRET, 1)).statusCode).toBe(429);
  });
});
