import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { advance } from './advance.ts';
import { CATALOG_V1, producerDef } from './catalog.ts';
import { newPlayer } from './player.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { createProducer } from './producer.ts';
import { productionPerMinute } from './production.ts';
import { effectiveIntervals, SUPPLY_SHARE } from './throttle.ts';
import { T0 } from './testing/arbitraries.ts';
import { HOUR, MINUTE } from './time.ts';

function at(id: string, level: number): Producer {
  const def = producerDef(CATALOG_V1, id);
  if (def === undefined) throw new Error(id);
  return createProducer(def, level, T0);
}

/** Amount of `slot` the continuous producers of `list` take per ms at their effective intervals. */
function takenPerMs(list: Producer[], slot: number): number {
  const intervals = effectiveIntervals(list);
  return list.reduce((sum, p, i) => sum + (p.is_continues ? (p.inputs[slot] ?? 0) / (intervals[i] ?? 1) : 0), 0);
}

describe('the supply share', () => {
  it('leaves a consumer within half of its supply as it is', () => {
    const list = [at('sprouter', 60), at('field', 10)];
    expect(effectiveIntervals(list)).toEqual(list.map((p) => p.interval));
  });

  it('stretches a field that would eat more than half of the seeds, to exactly half', () => {
    const list = [at('sprouter', 20), at('field', 40)];
    const intervals = effectiveIntervals(list);
    expect(intervals[0]).toBe(list[0]?.interval);
    expect(intervals[1]).toBeGreaterThan(list[1]?.interval ?? 0);
    const made = (list[0]?.outputs[0] ?? 0) / (intervals[0] ?? 1);
    // Whole ms rounded up: at most the share, and within a ms of it.
    expect(takenPerMs(list, 0)).toBeLessThanOrEqual(SUPPLY_SHARE * made);
    expect(takenPerMs(list, 0)).toBeGreaterThan(SUPPLY_SHARE * made * 0.999);
  });

  it('shares one supply among its consumers: compost and market together take at most half the yield', () => {
    const list = [at('sprouter', 80), at('field', 30), at('compost', 60), at('market', 60)];
    const intervals = effectiveIntervals(list);
    const yieldMade = (list[1]?.outputs[1] ?? 0) / (intervals[1] ?? 1);
    expect(takenPerMs(list, 1)).toBeLessThanOrEqual(SUPPLY_SHARE * yieldMade);
    const fertMade = (list[2]?.outputs[2] ?? 0) / (intervals[2] ?? 1);
    expect(takenPerMs(list, 2)).toBeLessThanOrEqual(SUPPLY_SHARE * fertMade);
  });

  it('leaves manual producers and producers without inputs alone', () => {
    const list = [at('sprouter', 5), at('field', 9), at('beehive', 30)];
    expect(effectiveIntervals(list)).toEqual(list.map((p) => p.interval));
  });

  it('ends the deadlock: an automatic field levelled past its sprouter no longer eats every seed', () => {
    // The played deadlock: both automatic, the field wanting more seeds than the sprouter makes.
    const producers = [at('sprouter', 30), at('field', 45)];
    const state: PlayerState = { ...newPlayer(CATALOG_V1, T0, false), producers, resources: [0, 0, 0, 0] };
    const after = advance(state, T0 + HOUR);
    const made = productionPerMinute(state, 'main', 0) * 60;
    // Half of an hour's seeds stay (less the cycles in flight), and the field still runs.
    expect(after.resources[0]).toBeGreaterThan(made * (1 - SUPPLY_SHARE) * 0.99);
    expect(after.resources[1]).toBeGreaterThan(0);
  });

  it("an insta boost completes an hour of the stretched cycles, not of the level's", () => {
    const producers = [at('sprouter', 20), at('field', 40), at('compost', 100), at('market', 100)];
    const base = { ...newPlayer(CATALOG_V1, T0, false), producers, resources: [1e7, 0, 0, 0] as [number, number, number, number] };
    const state = { ...base, boosts: base.boosts.map((b) => (b.type === 'insta' ? { ...b, amount: 1 } : b)) };
    const stretched = effectiveIntervals(producers)[1] ?? 0;
    expect(stretched).toBeGreaterThan(producers[1]?.interval ?? 0);
    const used = applyAction(
      state,
      { type: 'boost-use', boost: 'insta', producerId: 'field', season: 'main' },
      { catalog: CATALOG_V1, now: T0, rng: () => 0 },
    );
    expect(used.ok && used.value.result.cycles).toBe(Math.floor(HOUR / stretched));
  });

  it('settles the stretched cycles in closed form: a 3-hour absence in far fewer steps than cycles', () => {
    const producers = [at('sprouter', 60), at('field', 100), at('compost', 100), at('market', 100)];
    const state: PlayerState = { ...newPlayer(CATALOG_V1, T0, false), producers, resources: [0, 0, 0, 0] };
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) advance(state, T0 + 3 * HOUR + i * MINUTE);
    expect((performance.now() - started) / 20).toBeLessThan(5);
  });
});
