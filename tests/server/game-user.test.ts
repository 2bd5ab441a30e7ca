import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOG_V1, START_RESOURCES } from '#domain/catalog';
import { producerDef } from '#domain/catalog';
import { createProducer, relevel } from '#domain/producer';
import { gameUserResponseSchema } from '#protocol/game-user';
import { attributions, tokenLedger, users } from '#server/db/schema';
import { CONTACT_REFRESH_MS } from '#server/services/game-user';
import { endSeason, startSeason } from '#server/services/seasons';
import { newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const GAME_USER = '/backend/hub/game-user';

const harness = useHarness();
describe('GET /backend/hub/game-user', () => {
  async function gameUser(session: string, headers: Record<string, string> = {}) {
    const response = await harness.call(session, { method: 'GET', url: GAME_USER, headers });
    expect(response.statusCode, response.body).toBe(200);
    return gameUserResponseSchema.parse(response.json());
  }

  it('creates the player on the first login and answers the snapshot of docs/product.md', async () => {
    const session = await harness.login({ id: 4242, firstName: 'Ann', premium: true });
    const first = await gameUser(session);
    expect(first.firstTime).toBe(true);
    expect(first.sendMessage).toBe(true);
    expect(first.serverNow).toBe(harness.clock.now());
    expect(first.gameUser).toMatchObject({
      user_id: 4242,
      name: 'Ann',
      email: '4242@telegram',
      premium: true,
      resources: [...START_RESOURCES],
    });
    expect(first.gameUser._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.nextProducer).toMatchObject({ _id: 'field', season: 'main' });
    expect(first.nextProducerEvent).toBeNull();
    expect(first.message).toBeUndefined();
    const again = await gameUser(session);
    expect(again.firstTime).toBe(false);
    expect(again.sendMessage).toBe(false);
    expect(again.gameUser._id).toBe(first.gameUser._id);
  });

  it('settles continuous production with the server clock', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => ({
      ...state,
      producers: state.producers.map((producer) => relevel(CATALOG_V1, { ...producer, snapshot_time: harness.clock.now() }, 10)),
    }));
    const before = await storedState(harness.database, 1);
    const sprouter = before.producers[0];
    if (sprouter === undefined) throw new Error('no sprouter');
    harness.clock.advance(sprouter.interval * 3);
    const after = await gameUser(session);
    expect(after.gameUser.resources[0]).toBe(before.resources[0] + 3 * sprouter.outputs[0]);
    expect(after.gameUser.settledAt).toBe(harness.clock.now());
  });

  it('records a contact (lastSeen) at most once a minute, reading only in between', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const created = (await storedState(harness.database, 1)).lastSeen;
    harness.clock.advance(30_000);
    const soon = await gameUser(session);
    expect(soon.gameUser.lastSeen).toBe(created);
    expect((await storedState(harness.database, 1)).lastSeen).toBe(created);
    harness.clock.advance(CONTACT_REFRESH_MS);
    const later = await gameUser(session);
    expect(later.gameUser.lastSeen).toBe(harness.clock.now());
    expect((await storedState(harness.database, 1)).lastSeen).toBe(harness.clock.now());
  });

  it('writes the tokens a continuous market produced into the ledger as production', async () => {
    const session = await newPlayerSession(harness, { id: 2 });
    const market = producerDef(CATALOG_V1, 'market');
    if (market === undefined) throw new Error('no market in the catalog');
    await editState(harness.database, 2, (state) => ({
      ...state,
      resources: [0, 100_000, 100_000, 0],
      producers: [...state.producers, createProducer(market, 10, harness.clock.now())],
    }));
    harness.clock.advance(30 * 60_000);
    const after = await gameUser(session);
    const produced = after.gameUser.resources[3];
    expect(produced).toBeGreaterThan(0);
    const rows = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, 2));
    expect(rows.map((row) => [row.reason, row.pool, row.amount])).toEqual([['production', 'main', produced]]);
  });

  it('refuses an unknown season-type with 400 naming the header', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const response = await harness.call(session, { method: 'GET', url: GAME_USER, headers: { 'season-type': 'winter' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('headers.season-type');
  });

  it('moves a player onto a new season, keeping the token balance, and tells the client to reload', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => ({ ...state, resources: [5000, 10, 10, 70], tokensEarned: 70 }));
    await endSeason(harness.database.db, 'main', harness.clock.now());
    harness.clock.advance(60_000);
    const started = await startSeason(harness.database.db, 'main', 'Harvest Moon', harness.clock.now());
    expect(started.ok).toBe(true);
    const response = await gameUser(session);
    expect(response.message).toBe('season-or-event-end-updated-used-refresh');
    expect(response.gameUser.resources).toEqual([START_RESOURCES[0], 0, 0, 70]);
    expect(response.gameUser.tokensEarned).toBe(0);
    const next = await gameUser(session);
    expect(next.message).toBeUndefined();
  });

  it('joins a running event and tells a client on an ended event to reload', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await startSeason(harness.database.db, 'event', 'Pumpkin Days', harness.clock.now());
    const joined = await gameUser(session, { 'season-type': 'event' });
    expect(joined.message).toBeUndefined();
    expect(joined.eventRunning).toBe(true);
    expect(joined.seasonType).toBe('event');
    expect(joined.gameUser.eventSeason).toBe('event-1');
    expect(joined.gameUser.producersEvent.length).toBeGreaterThan(0);
    await endSeason(harness.database.db, 'event', harness.clock.now());
    const ended = await gameUser(session, { 'season-type': 'event' });
    expect(ended.message).toBe('season-or-event-end-updated-used-refresh');
    expect(ended.gameUser.eventSeason).toBeNull();
    expect(ended.eventRunning).toBe(false);
  });
});

describe('referrals', () => {
  async function tokensOf(id: number): Promise<number> {
    return (await storedState(harness.database, id)).resources[3];
  }

  it('credits the referrer once: 1000 tokens, 3000 for a premium friend, with ledger rows', async () => {
    await newPlayerSession(harness, { id: 10 });
    await newPlayerSession(harness, { id: 11, startParam: 'r_10' });
    expect(await tokensOf(10)).toBe(1000);
    await newPlayerSession(harness, { id: 12, premium: true, startParam: 'lang_en__r_10' });
    expect(await tokensOf(10)).toBe(4000);
    const rows = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, 10));
    expect(rows.map((row) => [row.reason, row.amount, row.idempotencyKey])).toEqual([
      ['referral', 1000, 'referral:11'],
      ['referral', 3000, 'referral:12'],
    ]);
    const [friend] = await harness.database.db.select({ referrerId: users.referrerId }).from(users).where(eq(users.telegramId, 11));
    expect(friend?.referrerId).toBe(10);
  });

  it('credits nothing for a self-referral, an unknown referrer or an existing player', async () => {
    await newPlayerSession(harness, { id: 10 });
    await newPlayerSession(harness, { id: 20, startParam: 'r_20' });
    expect(await tokensOf(20)).toBe(0);
    await newPlayerSession(harness, { id: 21, startParam: 'r_999999' });
    expect(await tokensOf(21)).toBe(0);
    // Player 10 already exists: logging in again with a referral link changes nothing.
    await newPlayerSession(harness, { id: 10, startParam: 'r_21' });
    expect(await tokensOf(21)).toBe(0);
  });

  it('credits once when the first login of the new player is sent 20 times at once', async () => {
    await newPlayerSession(harness, { id: 10 });
    const session = await harness.login({ id: 30, startParam: 'r_10' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => harness.call(session, { method: 'GET', url: GAME_USER })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const firstTimes = responses.filter((response) => gameUserResponseSchema.parse(response.json()).firstTime);
    expect(firstTimes).toHaveLength(1);
    expect(await tokensOf(10)).toBe(1000);
    const credits = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'referral'));
    expect(credits).toHaveLength(1);
  });
});

describe('attribution', () => {
  const FULL = 'r_10__lang_pt-br__rl_ru__code_SPRING-24__discord_80351110224__tappads_acme_c-77_x__region_latam__tgclick_AbC123';

  async function attributionOf(id: number) {
    return harness.database.db.select().from(attributions).where(eq(attributions.userId, id));
  }

  it('stores every part of the launch data’s start parameter at the first login', async () => {
    await newPlayerSession(harness, { id: 10 });
    await newPlayerSession(harness, { id: 50, startParam: FULL });
    expect(await attributionOf(50)).toEqual([
      {
        userId: 50,
        startParam: FULL,
        code: 'SPRING-24',
        language: 'pt-BR',
        referrerLanguage: 'ru',
        publisher: 'acme',
        clickId: 'c-77_x',
        region: 'latam',
        tgClickId: 'AbC123',
        createdAt: harness.clock.now(),
      },
    ]);
  });

  it('keeps the first open’s parts: a later login through another link changes nothing', async () => {
    await newPlayerSession(harness, { id: 51, startParam: 'code_A__region_eu' });
    await newPlayerSession(harness, { id: 51, startParam: 'code_B__tappads_other_z' });
    expect(await attributionOf(51)).toMatchObject([
      { code: 'A', region: 'eu', publisher: null, clickId: null, referrerLanguage: 'en', language: null },
    ]);
  });

  it('stores nothing without a start parameter, and only the raw parameter when no part is well formed', async () => {
    await newPlayerSession(harness, { id: 52 });
    expect(await attributionOf(52)).toEqual([]);
    await newPlayerSession(harness, { id: 53, startParam: 'code_a+b__garbage' });
    expect(await attributionOf(53)).toMatchObject([
      { startParam: 'code_a+b__garbage', code: null, publisher: null, region: null, tgClickId: null },
    ]);
  });
});
