/**
 * The supply share: a continuous consumer never eats more than half of what feeds it
 * (docs/game-design.md, "The anti-deadlock rule"). A continuous producer cannot be paused, so
 * without this an automatic Wheat Field levelled past its Seed Sprouter eats every seed as it
 * comes and no seed purchase is ever affordable again. Here, for every resource, the continuous
 * consumers of a season together take at most SUPPLY_SHARE of the rate at which the season's
 * producers make it; where they would take more, their cycles are stretched (the same inputs
 * and outputs per cycle, a longer effective interval). The other half always accumulates, so
 * every price in that resource is reached in finite time, whatever the player buys.
 *
 * The effective interval depends only on the producers' levels (never on amounts held or on the
 * clock), so it is constant between two actions and `advance` settles it in closed form.
 * Multipliers raise outputs, never inputs, so the share only loosens under boosts.
 */
import type { Producer } from './producer.ts';

/** Share of a resource's production rate that its continuous consumers may take together. */
export const SUPPLY_SHARE = 0.5;

/** A producer's numbers that the share reads. */
type Rates = Pick<Producer, 'tier' | 'interval' | 'inputs' | 'outputs' | 'is_continues'>;

/**
 * The effective cycle length (whole ms) of each producer of one season's list, in the list's
 * order. Manual producers and producers with no inputs keep their `interval`. A continuous
 * consumer's interval is multiplied by the largest, over its inputs, of (what all continuous
 * consumers of that input would take per ms) / (SUPPLY_SHARE × what the lower tiers make of it
 * per ms at their effective intervals), when that ratio exceeds 1; rounded up to a whole ms.
 * An input that nothing makes leaves the interval as it is (the consumer simply starves).
 */
export function effectiveIntervals(list: readonly Rates[]): number[] {
  const demand = [0, 0, 0, 0];
  for (const producer of list) {
    if (!producer.is_continues) continue;
    for (let slot = 0; slot < 4; slot += 1) demand[slot] = (demand[slot] ?? 0) + (producer.inputs[slot] ?? 0) / producer.interval;
  }
  const order = list.map((_, index) => index).sort((x, y) => (list[x]?.tier ?? 0) - (list[y]?.tier ?? 0));
  const intervals = list.map((producer) => producer.interval);
  const supply = [0, 0, 0, 0];
  let at = 0;
  while (at < order.length) {
    const tier = list[order[at] ?? 0]?.tier ?? 0;
    let end = at;
    while (end < order.length && list[order[end] ?? 0]?.tier === tier) end += 1;
    // A tier is fed by the tiers below it only: stretch it first, then add what it makes.
    for (let k = at; k < end; k += 1) {
      const index = order[k] ?? 0;
      const producer = list[index];
      if (producer?.is_continues !== true) continue;
      let stretch = 1;
      for (let slot = 0; slot < 4; slot += 1) {
        const made = supply[slot] ?? 0;
        if ((producer.inputs[slot] ?? 0) > 0 && made > 0) stretch = Math.max(stretch, (demand[slot] ?? 0) / (SUPPLY_SHARE * made));
      }
      if (stretch > 1) intervals[index] = Math.ceil(producer.interval * stretch);
    }
    for (let k = at; k < end; k += 1) {
      const index = order[k] ?? 0;
      const producer = list[index];
      if (producer === undefined) continue;
      const interval = intervals[index] ?? producer.interval;
      for (let slot = 0; slot < 4; slot += 1) supply[slot] = (supply[slot] ?? 0) + (producer.outputs[slot] ?? 0) / interval;
    }
    at = end;
  }
  return intervals;
}

/** `list` with each producer's `interval` replaced by its effective one (a new array; unchanged producers kept). */
export function withEffectiveIntervals<T extends Rates>(list: readonly T[]): T[] {
  const intervals = effectiveIntervals(list);
  return list.map((producer, index) => {
    const interval = intervals[index] ?? producer.interval;
    return interval === producer.interval ? producer : { ...producer, interval };
  });
}
