import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CATALOG_V1, IS_CONTINUES_LEVEL, MAX_LEVEL, producerDef } from './catalog.ts';
import { deriveLevel } from './levels.ts';
import { upgradePrice } from './producer-rules.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer, reasonOf } from './testing/fixtures.ts';
import { HOUR } from './time.ts';

const main = 'main' as const;

describe('producer-buy', () => {
  it('buys at level 1, manual and idle, for the catalog price', () => {
    const { state, result } = apply(
      player({ resources: [1000, 0, 0, 0] }),
      { type: 'producer-buy', producerId: 'field', season: main },
      at(T0),
    );
    const field = state.producers.find((p) => p._id === 'field');
    expect(field).toMatchObject({ level: 1, is_continues: false, cycle_started_at: null, snapshot_time: T0 });
    expect(state.resources[0]).toBe(1000 - (producerDef(CATALOG_V1, 'field')?.cost[0] ?? 0));
    expect(result.spent).toEqual(producerDef(CATALOG_V1, 'field')?.cost);
    expect(state.producers.map((p) => p.tier)).toEqual([1, 2]);
  });

  it('refuses unknown, owned, unaffordable and event producers without an event', () => {
    const state = player({ resources: [1000, 0, 0, 0] });
    expect(reasonOf(applyAction(state, { type: 'producer-buy', producerId: 'rocket', season: main }, at(T0)))).toBe('UNKNOWN_PRODUCER');
    expect(reasonOf(applyAction(state, { type: 'producer-buy', producerId: 'event-pie-stand', season: main }, at(T0)))).toBe(
      'UNKNOWN_PRODUCER',
    );
    expect(reasonOf(applyAction(state, { type: 'producer-buy', producerId: 'sprouter', season: main }, at(T0)))).toBe('ALREADY_OWNED');
    expect(
      reasonOf(applyAction(player({ resources: [10, 0, 0, 0] }), { type: 'producer-buy', producerId: 'field', season: main }, at(T0))),
    ).toBe('NOT_ENOUGH_RESOURCES');
    expect(reasonOf(applyAction(state, { type: 'producer-buy', producerId: 'event-pumpkin-patch', season: 'event' }, at(T0)))).toBe(
      'NO_EVENT_SEASON',
    );
  });

  it('buys event producers with event resources during an event', () => {
    const state = player({ eventSeason: 'festival', resourcesEvent: [500, 0, 0, 0], resources: [0, 0, 0, 0] });
    const { state: after } = apply(state, { type: 'producer-buy', producerId: 'event-pumpkin-patch', season: 'event' }, at(T0));
    expect(after.producersEvent.map((p) => p._id)).toEqual(['event-pumpkin-patch']);
    expect(after.resourcesEvent[0]).toBe(500 - (producerDef(CATALOG_V1, 'event-pumpkin-patch')?.cost[0] ?? 0));
  });
});

describe('manual cycles', () => {
  const withField = player({ resources: [100, 0, 0, 0], producers: [producer('sprouter', 1), producer('field', 1)] });

  it('takes the inputs at the start and pays the outputs at collect after the interval', () => {
    const started = apply(withField, { type: 'producer-start', producerId: 'field', season: main }, at(T0 + 10));
    expect(started.state.resources[0]).toBe(80);
    expect(started.result.spent).toEqual([20, 0, 0, 0]);
    const interval = producerDef(CATALOG_V1, 'field')?.interval ?? 0;
    expect(
      reasonOf(applyAction(started.state, { type: 'producer-collect', producerId: 'field', season: main }, at(T0 + 10 + interval - 1))),
    ).toBe('CYCLE_NOT_READY');
    const collected = apply(started.state, { type: 'producer-collect', producerId: 'field', season: main }, at(T0 + 10 + interval));
    expect(collected.state.resources).toEqual([80, 6, 0, 0]);
    expect(collected.result.granted).toEqual([{ type: 'resource', resource: 1, season: main, amount: 6 }]);
    expect(collected.state.producers[1]).toMatchObject({ cycle_started_at: null, cycles: 1, snapshot_time: T0 + 10 + interval });
  });

  it('pays outputs × the multiplier in force at collect', () => {
    const boosts = withField.boosts.map((b) => (b.type === 'user' ? { ...b, start_time: T0, end_time: T0 + HOUR } : b));
    const started = apply({ ...withField, boosts }, { type: 'producer-start', producerId: 'sprouter', season: main }, at(T0));
    const collected = apply(started.state, { type: 'producer-collect', producerId: 'sprouter', season: main }, at(T0 + 5000));
    expect(collected.state.resources[0]).toBe(100 + 20);
  });

  it('refuses a second start, a collect without a cycle, and missing inputs', () => {
    const started = apply(withField, { type: 'producer-start', producerId: 'sprouter', season: main }, at(T0));
    expect(reasonOf(applyAction(started.state, { type: 'producer-start', producerId: 'sprouter', season: main }, at(T0)))).toBe(
      'CYCLE_RUNNING',
    );
    expect(reasonOf(applyAction(withField, { type: 'producer-collect', producerId: 'sprouter', season: main }, at(T0)))).toBe('NO_CYCLE');
    expect(
      reasonOf(
        applyAction({ ...withField, resources: [19, 0, 0, 0] }, { type: 'producer-start', producerId: 'field', season: main }, at(T0)),
      ),
    ).toBe('NOT_ENOUGH_RESOURCES');
    expect(reasonOf(applyAction(withField, { type: 'producer-start', producerId: 'market', season: main }, at(T0)))).toBe('NOT_OWNED');
    expect(reasonOf(applyAction(withField, { type: 'producer-start', producerId: 'nope', season: main }, at(T0)))).toBe('UNKNOWN_PRODUCER');
  });

  it('refuses manual actions on a continuous producer', () => {
    const state = player({ producers: [producer('sprouter', IS_CONTINUES_LEVEL)] });
    expect(reasonOf(applyAction(state, { type: 'producer-start', producerId: 'sprouter', season: main }, at(T0)))).toBe('CONTINUOUS');
    expect(reasonOf(applyAction(state, { type: 'producer-collect', producerId: 'sprouter', season: main }, at(T0)))).toBe('CONTINUOUS');
  });
});

describe('producer-upgrade', () => {
  it('pays next_level.amounts and re-derives every field from the catalog', () => {
    const before = producer('field', 3);
    const { state, result } = apply(
      player({ resources: [10_000, 0, 0, 0], producers: [producer('sprouter', 1), before] }),
      { type: 'producer-upgrade', producerId: 'field', season: main },
      at(T0),
    );
    const after = state.producers[1];
    const def = producerDef(CATALOG_V1, 'field');
    if (def === undefined || after === undefined) throw new Error('missing');
    expect(result.spent).toEqual(before.next_level?.amounts);
    expect(after).toMatchObject({ level: 4, ...deriveLevel(def, 4) });
    expect(after.interval).toBe(before.next_level?.interval);
  });

  it('becomes continuous at level 10 from now when idle', () => {
    const nine = producer('sprouter', IS_CONTINUES_LEVEL - 1);
    const rich = player({ resources: [1e6, 0, 0, 0], producers: [nine] });
    const { state } = apply(rich, { type: 'producer-upgrade', producerId: 'sprouter', season: main }, at(T0 + 500));
    expect(state.producers[0]).toMatchObject({ level: IS_CONTINUES_LEVEL, is_continues: true, snapshot_time: T0 + 500 });
  });

  it('upgrades into level 10 while a cycle runs: its inputs go back and its progress is kept', () => {
    const nine = producer('field', IS_CONTINUES_LEVEL - 1);
    const rich = player({ resources: [1e6, 0, 0, 0], producers: [producer('sprouter', 1), nine] });
    const started = apply(rich, { type: 'producer-start', producerId: 'field', season: main }, at(T0));
    const half = T0 + Math.floor(nine.interval / 2);
    const price = nine.next_level?.amounts ?? [0, 0, 0, 0];
    const { state, result } = apply(started.state, { type: 'producer-upgrade', producerId: 'field', season: main }, at(half));
    const field = state.producers[1];
    if (field === undefined) throw new Error('missing');
    expect(field).toMatchObject({ level: IS_CONTINUES_LEVEL, is_continues: true, cycle_started_at: null });
    expect(result.spent).toEqual(price);
    expect(result.granted).toEqual([{ type: 'resource', resource: 0, season: main, amount: nine.inputs[0] }]);
    // Paid the price only: the inputs taken at the start came back.
    expect(state.resources[0]).toBe(1e6 - price[0]);
    // Half of the new interval is already done.
    expect(half - field.snapshot_time).toBe(Math.floor(field.interval / 2));
  });

  it('upgrades into level 10 when the cycle is ready: the cycle is collected first', () => {
    const nine = producer('field', IS_CONTINUES_LEVEL - 1);
    const rich = player({ resources: [1e6, 0, 0, 0], producers: [producer('sprouter', 1), nine] });
    const started = apply(rich, { type: 'producer-start', producerId: 'field', season: main }, at(T0));
    const ready = T0 + nine.interval + 1_000;
    const { state, result } = apply(started.state, { type: 'producer-upgrade', producerId: 'field', season: main }, at(ready));
    expect(state.producers[1]).toMatchObject({
      level: IS_CONTINUES_LEVEL,
      is_continues: true,
      cycle_started_at: null,
      snapshot_time: ready,
    });
    expect(result.cycles).toBe(1);
    expect(result.granted).toEqual([{ type: 'resource', resource: 1, season: main, amount: nine.outputs[1] }]);
    expect(state.resources[1]).toBe(nine.outputs[1]);
  });

  it('collects a ready cycle before a manual upgrade, so the new level starts idle', () => {
    const two = producer('field', 2);
    const rich = player({ resources: [1e6, 0, 0, 0], producers: [producer('sprouter', 1), two] });
    const started = apply(rich, { type: 'producer-start', producerId: 'field', season: main }, at(T0));
    const { state, result } = apply(started.state, { type: 'producer-upgrade', producerId: 'field', season: main }, at(T0 + two.interval));
    expect(result.spent).toEqual(two.next_level?.amounts);
    expect(state.producers[1]).toMatchObject({ level: 3, cycle_started_at: null });
    expect(state.resources[1]).toBe(two.outputs[1]);
  });

  it('charges what upgradePrice says in every phase, and never more than the player holds', () => {
    const nine = producer('field', IS_CONTINUES_LEVEL - 1);
    const base = player({ resources: [1e6, 0, 0, 0], producers: [producer('sprouter', 1), nine] });
    const running = apply(base, { type: 'producer-start', producerId: 'field', season: main }, at(T0)).state;
    for (const [state, now] of [
      [base, T0],
      [running, T0 + 1],
      [running, T0 + nine.interval],
    ] as const) {
      const field = state.producers[1];
      if (field === undefined) throw new Error('missing');
      const price = upgradePrice(CATALOG_V1, field, now);
      expect(apply(state, { type: 'producer-upgrade', producerId: 'field', season: main }, at(now)).result.spent).toEqual(price);
      const poor = { ...state, resources: price ?? state.resources };
      expect(reasonOf(applyAction(poor, { type: 'producer-upgrade', producerId: 'field', season: main }, at(now)))).toBe('applied');
    }
  });

  it('turns a running manual cycle into one of the new level, charging the extra inputs', () => {
    const state = player({ resources: [10_000, 0, 0, 0], producers: [producer('sprouter', 1), producer('field', 2)] });
    const started = apply(state, { type: 'producer-start', producerId: 'field', season: main }, at(T0));
    const cost = started.state.producers[1]?.next_level?.amounts[0] ?? 0;
    const upgraded = apply(started.state, { type: 'producer-upgrade', producerId: 'field', season: main }, at(T0 + 1));
    expect(upgraded.result.spent).toEqual([cost + 20, 0, 0, 0]);
    const interval = upgraded.state.producers[1]?.interval ?? 0;
    const collected = apply(upgraded.state, { type: 'producer-collect', producerId: 'field', season: main }, at(T0 + interval));
    expect(collected.state.resources[1]).toBe(18);
  });

  it('keeps the fraction of a continuous cycle on the new interval', () => {
    const twenty = { ...producer('sprouter', 20), snapshot_time: T0 };
    const half = T0 + Math.floor(twenty.interval / 2);
    const { state } = apply(
      player({ resources: [1e7, 0, 0, 0], producers: [twenty] }),
      { type: 'producer-upgrade', producerId: 'sprouter', season: main },
      at(half),
    );
    const after = state.producers[0];
    if (after === undefined) throw new Error('missing');
    expect(after.snapshot_time).toBeLessThanOrEqual(half);
    expect(half - after.snapshot_time).toBeLessThan(after.interval);
  });

  it('refuses past the top level and without the price', () => {
    const top = producer('sprouter', MAX_LEVEL);
    expect(top.next_level).toBeNull();
    expect(
      reasonOf(
        applyAction(
          player({ resources: [1e30, 0, 0, 0], producers: [top] }),
          { type: 'producer-upgrade', producerId: 'sprouter', season: main },
          at(T0),
        ),
      ),
    ).toBe('MAX_LEVEL');
    expect(
      reasonOf(
        applyAction(player({ resources: [0, 0, 0, 0] }), { type: 'producer-upgrade', producerId: 'sprouter', season: main }, at(T0)),
      ),
    ).toBe('NOT_ENOUGH_RESOURCES');
  });
});
