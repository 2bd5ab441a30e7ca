/**
 * The output multiplier in force at an instant. Boosts of the same kind take the larger
 * multiplier; different kinds multiply (held boosts first, in kind order, then water), always in
 * the same order so every caller gets the same bits; prestige stars multiply last.
 */
import type { Boost, WaterBoost } from './boost.ts';
import { waterEmptyAt } from './boost.ts';
import { BOOST_KINDS } from './catalog-types.ts';
import { PRESTIGE_STAR_BONUS } from './catalog-daily.ts';

/** What the multiplier depends on. */
export interface MultiplierSources {
  boosts: readonly Boost[];
  waterBoost: WaterBoost;
  /** Prestige stars held (`prestige.ts`); missing counts as none. */
  prestige?: { stars: number };
}

/** True when `boost`'s window holds `time` (ms): start_time ≤ time < end_time. */
export function boostActiveAt(boost: Boost, time: number): boolean {
  return boost.start_time !== null && boost.end_time !== null && boost.start_time <= time && time < boost.end_time;
}

/** True when the water boost is on and not yet dry at `time` (ms). */
export function waterActiveAt(water: WaterBoost, time: number): boolean {
  return water.inuse && water.timestamp <= time && time < waterEmptyAt(water);
}

/** Multiplier of outputs completed at `time` (ms). */
export function multiplierAt(sources: MultiplierSources, time: number): number {
  let multiplier = 1;
  for (const kind of BOOST_KINDS) {
    let best = 1;
    for (const boost of sources.boosts) {
      if (boost.type === kind && boostActiveAt(boost, time) && boost.calculator.multiplier > best) best = boost.calculator.multiplier;
    }
    multiplier *= best;
  }
  if (waterActiveAt(sources.waterBoost, time)) multiplier *= sources.waterBoost.multiplier;
  // Stars last: they never change within a settlement, so they add no instant to multiplierChanges.
  const stars = sources.prestige?.stars ?? 0;
  if (stars > 0) multiplier *= prestigeMultiplier(stars);
  return multiplier;
}

/** The lasting output multiplier of `stars` prestige stars: 1 + PRESTIGE_STAR_BONUS per star. */
export function prestigeMultiplier(stars: number): number {
  return 1 + PRESTIGE_STAR_BONUS * stars;
}

/**
 * Instants in (from, to] (ms) at which the multiplier may change, ascending and unique: each is
 * the first ms of a new multiplier (a window's start, its end, the water running dry).
 */
export function multiplierChanges(sources: MultiplierSources, from: number, to: number): number[] {
  const times: number[] = [];
  const consider = (time: number | null): void => {
    if (time !== null && time > from && time <= to) times.push(time);
  };
  for (const boost of sources.boosts) {
    consider(boost.start_time);
    consider(boost.end_time);
  }
  if (sources.waterBoost.inuse) {
    consider(sources.waterBoost.timestamp);
    consider(waterEmptyAt(sources.waterBoost));
  }
  times.sort((x, y) => x - y);
  return times.filter((time, index) => index === 0 || times[index - 1] !== time);
}
