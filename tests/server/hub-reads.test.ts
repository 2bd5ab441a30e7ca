import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { createProducer } from '#domain/producer';
import { leaderboardSchema } from '#protocol/leaderboard';
import { limitedProductsSchema } from '#protocol/shop';
import { clientErrors, tokenLedger } from '#server/db/schema';
import { CONTEXT_DEPTH, countClientErrors, pruneClientErrors } from '#server/services/client-errors';
import { endSeason, startSeason } from '#server/services/seasons';
import { act, newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();
describe('GET /backend/transactions/get-limited-products', () => {
  it('lists limited and spin products with nextPurchaseTime, which a purchase sets', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const read = async () => {
      const response = await harness.call(session, { method: 'GET', url: '/backend/transactions/get-limited-products' });
      expect(response.statusCode).toBe(200);
      return limitedProductsSchema.parse(response.json());
    };
    const before = await read();
    expect(before.limited.length).toBeGreaterThan(0);
    expect(before.spin.length).toBeGreaterThan(0);
    expect(before.limited.find((product) => product.id === 'daily-water')?.result.nextPurchaseTime).toBeNull();
    await editState(harness.database, 1, (state) => ({ ...state, resources: [state.resources[0], 0, 0, 100] }));
    const bought = await act(harness, session, 'limited-product-buy', { productId: 'daily-water' });
    expect(bought.statusCode, bought.body).toBe(200);
    const after = await read();
    expect(after.limited.find((product) => product.id === 'daily-water')?.result.nextPurchaseTime).toBe(harness.clock.now() + 86_400_000);
    const again = await act(harness, session, 'limited-product-buy', { productId: 'daily-water' });
    expect(again.json()).toMatchObject({ reason: 'COOLDOWN' });
  });
});

describe('GET /backend/hub/leaderboard', () => {
  it("ranks this season's tokens, top first, equal tokens sharing a rank, with the caller's rank", async () => {
    const tokens: Record<number, number> = { 1: 50, 2: 500, 3: 500, 4: 10, 5: 0 };
    const sessions: Record<number, string> = {};
    for (const [id, earned] of Object.entries(tokens)) {
      sessions[Number(id)] = await newPlayerSession(harness, { id: Number(id), firstName: `P${id}` });
      await editState(harness.database, Number(id), (state) => ({ ...state, tokensEarned: earned }));
    }
    const response = await harness.call(sessions[1] ?? '', { method: 'GET', url: '/backend/hub/leaderboard' });
    expect(response.statusCode).toBe(200);
    const board = leaderboardSchema.parse(response.json());
    expect(board.seasonNumber).toBe(1);
    expect(board.top.map((entry) => [entry.rank, entry.name, entry.tokens])).toEqual([
      [1, 'P2', 500],
      [1, 'P3', 500],
      [3, 'P1', 50],
      [4, 'P4', 10],
      [5, 'P5', 0],
    ]);
    expect(board.me).toMatchObject({ rank: 3, name: 'P1', tokens: 50 });
    expect(JSON.stringify(board.top)).not.toContain('"1"');
  });

  it('ranks a player whose beehive ran for an hour by the tokens it made, with one production row', async () => {
    const beehive = producerDef(CATALOG_V1, 'beehive');
    if (beehive === undefined) throw new Error('the catalog has a beehive');
    const keeper = await newPlayerSession(harness, { id: 1, firstName: 'Keeper' });
    const rival = await newPlayerSession(harness, { id: 2, firstName: 'Rival' });
    await editState(harness.database, 2, (state) => ({ ...state, tokensEarned: 500 }));
    // Level 10: the beehive runs by itself (no inputs, so no supply share stretches it).
    const hive = createProducer(beehive, 10, harness.clock.now());
    await editState(harness.database, 1, (state) => ({
      ...state,
      producers: [...state.producers, hive],
      resources: [0, 0, 0, 0],
      tokensEarned: 0,
    }));
    harness.clock.advance(3_600_000);
    // Opening the game settles the hour and stores it.
    expect((await harness.call(keeper, { method: 'GET', url: '/backend/hub/game-user' })).statusCode).toBe(200);
    const made = Math.floor(3_600_000 / hive.interval) * hive.outputs[3];
    expect(made).toBeGreaterThan(500);
    const state = await storedState(harness.database, 1);
    expect(state.resources[3]).toBe(made);
    expect(state.tokensEarned).toBe(made);
    const board = leaderboardSchema.parse((await harness.call(rival, { method: 'GET', url: '/backend/hub/leaderboard' })).json());
    expect(board.top.map((entry) => [entry.rank, entry.name, entry.tokens])).toEqual([
      [1, 'Keeper', made],
      [2, 'Rival', 500],
    ]);
    expect(board.me).toMatchObject({ rank: 2, tokens: 500 });
    const rows = await harness.database.db
      .select({ amount: tokenLedger.amount })
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, 1), eq(tokenLedger.reason, 'production')));
    expect(rows.map((row) => row.amount)).toEqual([made]);
  });

  it('starts every player at zero in a new season', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => ({ ...state, tokensEarned: 900 }));
    await endSeason(harness.database.db, 'main', harness.clock.now());
    await startSeason(harness.database.db, 'main', undefined, harness.clock.now());
    const board = leaderboardSchema.parse((await harness.call(session, { method: 'GET', url: '/backend/hub/leaderboard' })).json());
    expect(board.seasonNumber).toBe(2);
    expect(board.top).toEqual([]);
    expect(board.me).toMatchObject({ rank: 1, tokens: 0 });
  });
});

describe('POST /backend/hub/client-errors', () => {
  it('stores a report with 204, with or without a session, cutting long fields', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const report = {
      message: 'x'.repeat(5000),
      stack: 'Error\n    at main.tsx:1',
      endpoint: '/farm',
      context: { big: 'y'.repeat(10_000) },
      timestamp: '2025-06-01T12:00:00Z',
    };
    const withSession = await harness.call(session, { method: 'POST', url: '/backend/hub/client-errors', payload: report });
    expect(withSession.statusCode).toBe(204);
    const anonymous = await harness.app.inject({ method: 'POST', url: '/backend/hub/client-errors', payload: { message: 'boot failed' } });
    expect(anonymous.statusCode).toBe(204);
    const rows = await harness.database.db.select().from(clientErrors).orderBy(clientErrors.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.userId).toBe(1);
    expect(rows[0]?.message.length).toBeLessThanOrEqual(2001);
    expect(rows[0]?.context).toMatchObject({ truncated: true });
    expect(rows[1]).toMatchObject({ userId: null, message: 'boot failed' });
  });

  it('stores reports holding NUL characters, lone surrogates and thousands of nesting levels (no 500)', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const nested = await harness.app.inject({
      method: 'POST',
      url: '/backend/hub/client-errors',
      payload: `{"message":"deep","context":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(nested.statusCode, nested.body).toBe(204);
    const odd = {
      message: 'a\u0000b',
      stack: '\ud800',
      endpoint: '\u0000',
      timestamp: 'x\u0000',
      context: { 'k\u0000': ['\u0000', '\udc00x'] },
    };
    const stored = await harness.app.inject({ method: 'POST', url: '/backend/hub/client-errors', payload: odd });
    expect(stored.statusCode, stored.body).toBe(204);
    const rows = await harness.database.db.select().from(clientErrors).orderBy(clientErrors.id);
    expect(rows).toHaveLength(2);
    let context = rows[0]?.context;
    let levels = 0;
    while (Array.isArray(context)) {
      context = context[0] as unknown;
      levels += 1;
    }
    expect(levels).toBe(CONTEXT_DEPTH);
    expect(context).toBe(`[nested deeper than ${CONTEXT_DEPTH} levels]`);
    expect(rows[1]).toMatchObject({
      message: 'a\uFFFDb',
      stack: '\uFFFD',
      endpoint: '\uFFFD',
      clientTimestamp: 'x\uFFFD',
      context: { 'k\uFFFD': ['\uFFFD', '\uFFFDx'] },
    });
  });

  it('refuses a report without a message (400) and a huge body (413)', async () => {
    const missing = await harness.app.inject({ method: 'POST', url: '/backend/hub/client-errors', payload: { stack: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain('body.message');
    const huge = await harness.app.inject({ method: 'POST', url: '/backend/hub/client-errors', payload: { message: 'z'.repeat(40_000) } });
    expect(huge.statusCode).toBe(413);
  });

  it('rate-limits reports per address with 429', async () => {
    const app = await harness.rebuild({ rateLimit: { perSession: 1000, perAddress: 1000, windowMs: 60_000, clientErrorsPerWindow: 3 } });
    const send = () => app.inject({ method: 'POST', url: '/backend/hub/client-errors', payload: { message: 'again' } });
    for (let index = 0; index < 3; index++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ reason: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countClientErrors(harness.database.db)).toBe(3);
  });

  it('keeps the table bounded', async () => {
    await harness.database.db
      .insert(clientErrors)
      .values(
        Array.from({ length: 30 }, (_, index) => ({ address: '127.0.0.1', message: `e${index}`, createdAt: harness.clock.now() + index })),
      );
    await pruneClientErrors(harness.database.db, 10);
    const rows = await harness.database.db.select().from(clientErrors).orderBy(clientErrors.id);
    expect(rows.map((row) => row.message)).toEqual(Array.from({ length: 10 }, (_, index) => `e${index + 20}`));
  });
});

describe('rate limits', () => {
  useConfig(harness, { rateLimit: { perSession: 5, perAddress: 8, windowMs: 60_000, clientErrorsPerWindow: 100 } });

  it('limits one session, then one address, with 429 and Retry-After', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    // Login and creation used 2 of the address budget and 1 of the session budget.
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const other = await newPlayerSession(harness, { id: 2 }).catch((error: unknown) => String(error));
    expect(other).toContain('429');
  });

  it('does not limit the static client', async () => {
    for (let index = 0; index < 12; index++)
      expect((await harness.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
  });
});
