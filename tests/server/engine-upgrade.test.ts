import { describe, expect, it } from 'vitest';
import { CATALOG_V1, IS_CONTINUES_LEVEL, producerDef } from '#domain/catalog';
import { createProducer } from '#domain/producer';
import { engineResponseSchema } from '#protocol/engine';
import { act, newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState, storedState } from './helpers/state.ts';

const harness = useHarness();
const FIELD = { producerId: 'field', season: 'main' } as const;

/** Player 1 with a level-9 field (the next upgrade makes it run by itself) and plenty of seed. */
async function withLevelNineField() {
  const session = await newPlayerSession(harness, { id: 1 });
  const def = producerDef(CATALOG_V1, 'field');
  if (def === undefined) throw new Error('no field in the catalog');
  await editState(harness.database, 1, (state) => ({
    ...state,
    resources: [1e6, 0, 0, 0],
    producers: [...state.producers, createProducer(def, IS_CONTINUES_LEVEL - 1, harness.clock.now())],
  }));
  return session;
}

describe('producer-upgrade into "runs by itself" in every phase of the cycle', () => {
  it('is accepted while idle', async () => {
    const session = await withLevelNineField();
    const upgraded = await act(harness, session, 'producer-upgrade', FIELD);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const field = engineResponseSchema.parse(upgraded.json()).updatedUser.producers.find((p) => p._id === 'field');
    expect(field).toMatchObject({ level: IS_CONTINUES_LEVEL, is_continues: true });
  });

  it('is accepted while the cycle runs: the inputs taken at the start come back', async () => {
    const session = await withLevelNineField();
    expect((await act(harness, session, 'producer-start', FIELD)).statusCode).toBe(200);
    const afterStart = (await storedState(harness.database, 1)).resources[0];
    harness.clock.advance(1_000);
    const upgraded = await act(harness, session, 'producer-upgrade', FIELD);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const body = engineResponseSchema.parse(upgraded.json());
    const field = body.updatedUser.producers.find((p) => p._id === 'field');
    expect(field).toMatchObject({ level: IS_CONTINUES_LEVEL, is_continues: true, cycle_started_at: null });
    const refund = body.result.granted.find((grant) => grant.type === 'resource' && grant.resource === 0);
    expect(refund).toMatchObject({ amount: 20 * (IS_CONTINUES_LEVEL - 1) });
    const stored = await storedState(harness.database, 1);
    expect(stored.resources[0]).toBe(afterStart - body.result.spent[0] + 20 * (IS_CONTINUES_LEVEL - 1));
  });

  it('is accepted when the cycle is Ready: the finished cycle is collected with it', async () => {
    const session = await withLevelNineField();
    const started = engineResponseSchema.parse((await act(harness, session, 'producer-start', FIELD)).json());
    const interval = started.updatedUser.producers.find((p) => p._id === 'field')?.interval ?? 0;
    harness.clock.advance(interval + 5_000);
    const upgraded = await act(harness, session, 'producer-upgrade', FIELD);
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const body = engineResponseSchema.parse(upgraded.json());
    expect(body.result.cycles).toBe(1);
    expect(body.updatedUser.resources[1]).toBe(6 * (IS_CONTINUES_LEVEL - 1));
    expect(body.updatedUser.producers.find((p) => p._id === 'field')).toMatchObject({
      is_continues: true,
      snapshot_time: harness.clock.now(),
    });
  });
});
