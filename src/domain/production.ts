/** The player's current production rate, the measure of rewards written in minutes. */
import type { Catalog, Season } from './catalog-types.ts';
import { multiplierAt } from './multiplier.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import type { ResourceIndex, Resources } from './resources.ts';
import { quantizeAll, scale } from './resources.ts';
import { MINUTE } from './time.ts';
import { effectiveIntervals } from './throttle.ts';
import { windfallCap } from './windfall.ts';

/**
 * Amount of `slot` the season's owned producers make per minute at their levels, manual or
 * continuous, before multipliers and ignoring inputs (outputs / effective interval: the supply
 * share of `throttle.ts` applied).
 */
export function productionPerMinute(state: PlayerState, season: Season, slot: ResourceIndex): number {
  const list = season === 'main' ? state.producers : state.producersEvent;
  const intervals = effectiveIntervals(list);
  let perMinute = 0;
  for (let index = 0; index < list.length; index += 1) {
    const producer = list[index];
    if (producer !== undefined) perMinute += (producer.outputs[slot] * MINUTE) / (intervals[index] ?? producer.interval);
  }
  return perMinute;
}

/**
 * A reward written as "`minutes` of production of `slot`, at least `floor`", in the main season.
 * A windfall (minutes > 0) never pays more than the next purchase priced in `slot` (`windfall.ts`);
 * a fixed amount (minutes 0, a quest's tokens) is paid as written.
 */
export function minutesOfProduction(catalog: Catalog, state: PlayerState, slot: ResourceIndex, minutes: number, floor: number): number {
  if (minutes <= 0) return floor;
  return Math.min(windfallCap(catalog, state, slot), Math.max(floor, minutes * productionPerMinute(state, 'main', slot)));
}

/**
 * What one cycle of `producer` makes if it completes at `now` (ms): its outputs × the multiplier
 * in force then, rounded as a completion credits them (the rate the player gets under active boosts).
 */
export function outputsAt(state: PlayerState, producer: Producer, now: number): Resources {
  return quantizeAll(scale(producer.outputs, multiplierAt(state, now)));
}
