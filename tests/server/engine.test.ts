import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { START_RESOURCES } from '#domain/catalog';
import { engineResponseSchema } from '#protocol/engine';
import { errorBodySchema } from '#protocol/errors';
import { questListResponseSchema } from '#protocol/quests';
import { drawLog, idempotencyKeys, tokenLedger } from '#server/db/schema';
import { endSeason } from '#server/services/seasons';
import { act, newKey, newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();
describe('POST /backend/hub/engine/{name}', () => {
  it('applies an action with the server clock and answers { updatedUser, result, serverNow }', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const started = await act(harness, session, 'producer-start', { producerId: 'sprouter', season: 'main' });
    expect(started.statusCode, started.body).toBe(200);
    const body = engineResponseSchema.parse(started.json());
    expect(body.serverNow).toBe(harness.clock.now());
    expect(body.result.type).toBe('producer-start');
    expect(body.updatedUser.producers[0]?.cycle_started_at).toBe(harness.clock.now());
    const early = await act(harness, session, 'producer-collect', { producerId: 'sprouter', season: 'main' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'The cycle is not finished yet', reason: 'CYCLE_NOT_READY' });
    harness.clock.advance(body.updatedUser.producers[0]?.interval ?? 0);
    const collected = await act(harness, session, 'producer-collect', { producerId: 'sprouter', season: 'main' });
    expect(collected.statusCode).toBe(200);
    const after = engineResponseSchema.parse(collected.json());
    expect(after.updatedUser.resources[0]).toBeGreaterThan(START_RESOURCES[0]);
    expect((await storedState(harness.database, 1)).resources).toEqual(after.updatedUser.resources);
  });

  it('maps rule refusals to 409 and unknown things to 422 with the domain reason', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const poor = await act(harness, session, 'producer-buy', { producerId: 'field', season: 'main' });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toEqual({ message: 'Not enough resources', reason: 'NOT_ENOUGH_RESOURCES' });
    const unknown = await act(harness, session, 'producer-buy', { producerId: 'moon-base', season: 'main' });
    expect(unknown.statusCode).toBe(422);
    expect(errorBodySchema.parse(unknown.json()).reason).toBe('UNKNOWN_PRODUCER');
  });

  it('validates the key, the body and the action name', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const noKey = await harness.call(session, { method: 'POST', url: '/backend/hub/engine/spin', payload: {} });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ message: string }>().message).toContain('headers.idempotency-key');
    const badBody = await act(harness, session, 'producer-buy', { producerId: 7, season: 'main' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json<{ message: string }>().message).toContain('body.producerId');
    const badSeason = await act(harness, session, 'producer-buy', { producerId: 'field', season: 'winter' });
    expect(badSeason.json<{ message: string }>().message).toContain('body.season');
    const unknown = await act(harness, session, 'teleport', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 401 USER_NOT_FOUND for a session whose player does not exist', async () => {
    const session = await harness.login({ id: 77 });
    const response = await act(harness, session, 'spin');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'user not found', reason: 'USER_NOT_FOUND' });
  });

  it('replays the stored answer for a repeated key and refuses the key with another body (422)', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const key = newKey();
    const first = await act(harness, session, 'producer-start', { producerId: 'sprouter', season: 'main' }, key);
    harness.clock.advance(1000);
    const again = await act(harness, session, 'producer-start', { season: 'main', producerId: 'sprouter' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await act(harness, session, 'producer-collect', { producerId: 'sprouter', season: 'main' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ reason: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('replays a refusal too, so a retried refused action stays refused', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const key = newKey();
    const refused = await act(harness, session, 'producer-buy', { producerId: 'field', season: 'main' }, key);
    expect(refused.statusCode).toBe(409);
    await editState(harness.database, 1, (state) => ({ ...state, resources: [10_000, 0, 0, 0] }));
    const retried = await act(harness, session, 'producer-buy', { producerId: 'field', season: 'main' }, key);
    expect(retried.statusCode).toBe(409);
    expect((await storedState(harness.database, 1)).producers.map((producer) => producer._id)).toEqual(['sprouter']);
  });

  it('applies the same action sent 20 times at once with one key exactly once', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => ({ ...state, spin: 10 }));
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => act(harness, session, 'spin', {}, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    const state = await storedState(harness.database, 1);
    const result = engineResponseSchema.parse(responses[0]?.json()).result;
    const extraSpins = result.granted.reduce((sum, grant) => sum + (grant.type === 'spin' ? grant.amount : 0), 0);
    expect(state.spin).toBe(10 - 1 + extraSpins);
    expect(await harness.database.db.select().from(drawLog)).toHaveLength(1);
    expect(
      await harness.database.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, 1), eq(idempotencyKeys.key, key))),
    ).toHaveLength(1);
  });

  it('never drives a resource negative when 20 different spends race', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => ({ ...state, resources: [1000, 0, 0, 0] }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => act(harness, session, 'producer-upgrade', { producerId: 'sprouter', season: 'main' })),
    );
    const applied = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(applied.length + refused.length).toBe(20);
    expect(applied.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) expect(response.json()).toMatchObject({ reason: 'NOT_ENOUGH_RESOURCES' });
    const spent = applied.reduce((sum, response) => sum + engineResponseSchema.parse(response.json()).result.spent[0], 0);
    const state = await storedState(harness.database, 1);
    expect(state.resources[0]).toBeGreaterThanOrEqual(0);
    expect(state.resources[0]).toBeCloseTo(1000 - spent, 6);
    expect(state.producers[0]?.level).toBe(1 + applied.length);
  });

  it('writes every token credit and debit to the append-only ledger with reason and key', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const checkinKey = newKey();
    const checkin = await act(harness, session, 'checkin', {}, checkinKey);
    expect(checkin.statusCode).toBe(200);
    const credited = engineResponseSchema.parse(checkin.json()).result.tokensCredited;
    expect(credited).toBeGreaterThan(0);
    await editState(harness.database, 1, (state) => ({ ...state, resources: [state.resources[0], 0, 0, 500] }));
    const buyKey = newKey();
    const bought = await act(harness, session, 'limited-product-buy', { productId: 'spin-1' }, buyKey);
    expect(bought.statusCode, bought.body).toBe(200);
    const rows = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.userId, 1));
    expect(rows.map((row) => [row.reason, row.amount, row.idempotencyKey])).toEqual([
      ['checkin', credited, checkinKey],
      ['limited-product-buy', -25, buyKey],
    ]);
    for (const statement of [sql`update token_ledger set amount = 0`, sql`delete from token_ledger`]) {
      const refusal = await harness.database.db.execute(statement).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(String((refusal as Error | undefined)?.cause)).toMatch(/append-only/);
    }
    expect(await harness.database.db.select().from(tokenLedger)).toHaveLength(2);
  });

  it('refuses actions between seasons with 409 "No active season found."', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await endSeason(harness.database.db, 'main', harness.clock.now());
    const response = await act(harness, session, 'checkin');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'No active season found.', reason: 'NO_ACTIVE_SEASON' });
  });
});

describe('quest-list', () => {
  it('lists the quests with statuses and counts; taking one lowers the available count', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const list = async () => {
      const response = await harness.call(session, {
        method: 'POST',
        url: '/backend/hub/engine/quest-list',
        payload: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return questListResponseSchema.parse(response.json());
    };
    const before = await list();
    expect(before.limit).toBe(100);
    expect(before.offset).toBe(0);
    expect(before.quests.some((quest) => quest.condition.type === 'channel')).toBe(false);
    expect(before.available).toBe(before.total);
    const taken = await act(harness, session, 'quest-take', { questId: 'follow-tiktok' });
    expect(taken.statusCode).toBe(200);
    const after = await list();
    expect(after.available).toBe(before.total - 1);
    expect(after.quests.find((quest) => quest.id === 'follow-tiktok')).toMatchObject({ status: 'PENDING', claimable: false });
    harness.clock.advance(31_000);
    expect((await list()).quests.find((quest) => quest.id === 'follow-tiktok')?.claimable).toBe(true);
  });

  it('counts invited friends for the invite quest', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await newPlayerSession(harness, { id: 2, startParam: 'r_1' });
    expect((await act(harness, session, 'quest-take', { questId: 'invite-1' })).statusCode).toBe(200);
    const claimed = await act(harness, session, 'quest-claim', { questId: 'invite-1' });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const page = await harness.call(session, { method: 'POST', url: '/backend/hub/engine/quest-list', payload: { limit: 2, offset: 1 } });
    const body = questListResponseSchema.parse(page.json());
    expect(body.friendsInvited).toBe(1);
    expect(body.quests).toHaveLength(2);
    expect(body.offset).toBe(1);
  });
});
