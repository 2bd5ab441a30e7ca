/** Event seasons beside the main one, and the next producer to buy in each. */
import type { ProducerDef, Season } from './catalog-types.ts';
import { seasonProducers } from './catalog.ts';
import type { PlayerState } from './player.ts';
import { createProducer, producersKey } from './producer.ts';

/**
 * Joins event season `key` at `now` (ms): fresh event resources and the event's starter
 * producers. Joining the season the player is already in changes nothing.
 */
export function startEventSeason(state: PlayerState, key: string, now: number): PlayerState {
  if (state.eventSeason === key) return state;
  const producersEvent = seasonProducers('event')
    .filter((def) => def.starter)
    .map((def) => createProducer(def, 1, now));
  return { ...state, eventSeason: key, producersEvent, resourcesEvent: [0, 0, 0, 0] };
}

/** Leaves the event season: its producers and resources are gone. */
export function endEventSeason(state: PlayerState): PlayerState {
  if (state.eventSeason === null) return state;
  return { ...state, eventSeason: null, producersEvent: [], resourcesEvent: [0, 0, 0, 0] };
}

/** The catalog producer the player should buy next in `season` (lowest tier not owned), or null. */
export function nextProducer(state: PlayerState, season: Season): ProducerDef | null {
  if (season === 'event' && state.eventSeason === null) return null;
  const owned = new Set(state[producersKey(season)].map((producer) => producer._id));
  return seasonProducers(season).find((def) => !owned.has(def.id)) ?? null;
}
