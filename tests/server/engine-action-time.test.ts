import { describe, expect, it } from 'vitest';
import { CATALOG_V1, producerDef } from '#domain/catalog';
import { createProducer } from '#domain/producer';
import { engineResponseSchema } from '#protocol/engine';
import { HEADERS } from '#protocol/headers';
import { newKey, newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();
const SPROUTER = { producerId: 'sprouter', season: 'main' } as const;

/** An engine action the player made at `at` (ms), as the client's outbox sends it. */
function actAt(session: string, name: string, body: unknown, at: number | string) {
  return harness.call(session, {
    method: 'POST',
    url: `/backend/hub/engine/${name}`,
    payload: body as Record<string, unknown>,
    headers: { [HEADERS.idempotencyKey]: newKey(), [HEADERS.actionTime]: String(at) },
  });
}

describe('Action-Time: an action keeps the moment the player made it, within strict bounds', () => {
  it('applies an offline start and collect a cycle apart, though they arrive together', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const t0 = harness.clock.now();
    const interval = (await storedState(harness.database, 1)).producers[0]?.interval ?? 0;
    harness.clock.advance(60_000); // the player was offline for a minute
    const start = await actAt(session, 'producer-start', SPROUTER, t0 + 1_000);
    expect(start.statusCode, start.body).toBe(200);
    expect(engineResponseSchema.parse(start.json()).updatedUser.producers[0]?.cycle_started_at).toBe(t0 + 1_000);
    const collect = await actAt(session, 'producer-collect', SPROUTER, t0 + 1_000 + interval);
    expect(collect.statusCode, collect.body).toBe(200);
    const stored = await storedState(harness.database, 1);
    expect(stored.producers[0]).toMatchObject({ cycle_started_at: null, snapshot_time: t0 + 1_000 + interval });
  });

  it('moves a time after the server clock to now, and one before the last settlement to it', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const now = harness.clock.now();
    const future = await actAt(session, 'producer-start', SPROUTER, now + 3_600_000);
    expect(engineResponseSchema.parse(future.json()).updatedUser.producers[0]?.cycle_started_at).toBe(now);
    // The collect claims the cycle ended long ago: it cannot be before the start, so it is early.
    const early = await actAt(session, 'producer-collect', SPROUTER, now - 3_600_000);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: 'CYCLE_NOT_READY' });
  });

  it('refuses a time that is not a number', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const bad = await actAt(session, 'producer-start', SPROUTER, 'yesterday');
    expect(bad.statusCode).toBe(400);
    expect((await storedState(harness.database, 1)).producers[0]?.cycle_started_at).toBeNull();
  });

  it('never settles production past now, whatever time is claimed', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const def = producerDef(CATALOG_V1, 'sprouter');
    if (def === undefined) throw new Error('no sprouter');
    const t0 = harness.clock.now();
    await editState(harness.database, 1, (state) => ({ ...state, producers: [createProducer(def, 10, t0)] }));
    harness.clock.advance(60_000);
    // A later claim cannot make more: the state is settled to now at most.
    const claimed = await actAt(session, 'water-toggle', { on: false }, t0 + 10 * 3_600_000);
    const honest = harness.clock.now();
    expect(claimed.statusCode, claimed.body).toBe(200);
    const state = engineResponseSchema.parse(claimed.json()).updatedUser;
    expect(state.settledAt).toBeLessThanOrEqual(honest);
    expect(state.producers[0]?.snapshot_time).toBeLessThanOrEqual(honest);
    const sprouter = createProducer(def, 10, t0);
    const cycles = Math.floor((honest - t0) / sprouter.interval);
    expect(state.resources[0]).toBe(100 + cycles * sprouter.outputs[0]);
  });
});
