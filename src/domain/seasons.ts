/** Event seasons beside the main one, and the next producer to buy in each. */
import type { Catalog, ProducerDef, Season } from './catalog-types.ts';
import { seasonProducers } from './catalog.ts';
import { newPlayer, type PlayerState } from './player.ts';
import { createProducer, producersKey } from './producer.ts';

/**
 * A new main season at `now` (ms): the season's farm starts afresh (producers, resources but
 * tokens, spins, boosts, water, the season's earnings), and what belongs to the player rather than
 * to a season carries over: the account's birth, tokens, the event half, shop purchases, and every
 * record a limit is counted on. Quests taken or done stay so (a once-only quest is once per player;
 * a daily one keeps its day), and the check-in, the ad cards and the tractor and card events keep
 * today's count, cooldowns and streak, and the daily challenge its day: daily limits are per UTC
 * day, not per season. Prestige stars belong to the season and start again at none.
 */
export function startMainSeason(catalog: Catalog, state: PlayerState, now: number): PlayerState {
  const fresh = newPlayer(catalog, now, state.premium);
  return {
    ...fresh,
    createdAt: state.createdAt,
    resources: [fresh.resources[0], fresh.resources[1], fresh.resources[2], state.resources[3]],
    producersEvent: state.producersEvent,
    resourcesEvent: state.resourcesEvent,
    eventSeason: state.eventSeason,
    products: state.products,
    quests: state.quests,
    checkin: state.checkin,
    daily: state.daily,
    adCards: state.adCards,
    events: state.events,
    // The ladder belongs to the event, which runs on across a main season's change.
    ...(state.eventLadder === undefined ? {} : { eventLadder: state.eventLadder }),
  };
}

/**
 * Joins event season `key` at `now` (ms): fresh event resources and the event's starter
 * producers. Joining the season the player is already in changes nothing.
 */
export function startEventSeason(catalog: Catalog, state: PlayerState, key: string, now: number): PlayerState {
  if (state.eventSeason === key) return state;
  const producersEvent = seasonProducers(catalog, 'event')
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
export function nextProducer(catalog: Catalog, state: PlayerState, season: Season): ProducerDef | null {
  if (season === 'event' && state.eventSeason === null) return null;
  const owned = new Set(state[producersKey(season)].map((producer) => producer._id));
  return seasonProducers(catalog, season).find((def) => !owned.has(def.id)) ?? null;
}
