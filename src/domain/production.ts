/** The player's current production rate, the measure of rewards written in minutes. */
import type { Season } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import type { ResourceIndex } from './resources.ts';
import { MINUTE } from './time.ts';

/**
 * Amount of `slot` the season's owned producers make per minute at their levels, manual or
 * continuous, before multipliers and ignoring inputs (outputs / interval).
 */
export function productionPerMinute(state: PlayerState, season: Season, slot: ResourceIndex): number {
  const list = season === 'main' ? state.producers : state.producersEvent;
  let perMinute = 0;
  for (const producer of list) perMinute += (producer.outputs[slot] * MINUTE) / producer.interval;
  return perMinute;
}

/** A reward written as "`minutes` of production of `slot`, at least `floor`", in the main season. */
export function minutesOfProduction(state: PlayerState, slot: ResourceIndex, minutes: number, floor: number): number {
  return Math.max(floor, minutes * productionPerMinute(state, 'main', slot));
}
