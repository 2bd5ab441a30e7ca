/** What a producer's card shows, from the rules themselves (screens never re-derive them). */
import type { Catalog, Season } from './catalog-types.ts';
import { accepts } from './actions.ts';
import { producerDef } from './catalog.ts';
import { deriveLevel, outputsAt as levelOutputs } from './levels.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { upgradePrice } from './producer-rules.ts';
import { outputsAt } from './production.ts';
import type { Resources } from './resources.ts';
import { effectiveIntervals } from './throttle.ts';

/** A producer's numbers and buttons at an instant. */
export interface ProducerView {
  /** The cycle's effective length, ms: the level's interval, stretched by the supply share (`throttle.ts`). */
  interval: number;
  /** One cycle's outputs under the boosts in force (`outputsAt`). */
  outputs: Resources;
  /** What the next level costs now (`upgradePrice`); null at the top level. */
  upgradeCost: Resources | null;
  /**
   * One cycle's outputs at the next level under the same boosts: what an upgrade gives once the
   * interval has reached its floor (a faster cycle no longer). Null at the top level.
   */
  nextOutputs: Resources | null;
  /**
   * The cycle's effective length at the next level, ms, the rest of the farm as it is: shorter than
   * `interval` while a level still shortens the cycle and the supply keeps up. Null at the top level.
   */
  nextInterval: number | null;
  /** The rules accept a start and an upgrade now (dry runs of the actions). */
  canStart: boolean;
  canUpgrade: boolean;
}

/** One cycle's outputs of `producer` one level up, at `now` (ms) under the boosts in force; null at the top level. */
function nextLevelOutputs(catalog: Catalog, state: PlayerState, producer: Producer, now: number): Resources | null {
  const def = producerDef(catalog, producer._id);
  if (def === undefined || producer.next_level === null) return null;
  return outputsAt(state, { ...producer, outputs: levelOutputs(def, producer.level + 1) }, now);
}

/** The effective cycle length of `list[index]` one level up, the others unchanged; null at the top level. */
function nextEffectiveInterval(catalog: Catalog, list: readonly Producer[], index: number): number | null {
  const producer = list[index];
  const def = producer === undefined ? undefined : producerDef(catalog, producer._id);
  if (producer === undefined || def === undefined || producer.next_level === null) return null;
  const upgraded = list.map((owned, at) => (at === index ? { ...owned, ...deriveLevel(def, owned.level + 1) } : owned));
  return effectiveIntervals(upgraded)[index] ?? null;
}

/** The card of `producer` of `season` on `state` settled at `now` (ms). */
export function producerView(catalog: Catalog, state: PlayerState, season: Season, producer: Producer, now: number): ProducerView {
  const target = { producerId: producer._id, season };
  const list = season === 'main' ? state.producers : state.producersEvent;
  const index = list.findIndex((owned) => owned._id === producer._id);
  return {
    interval: (index < 0 ? undefined : effectiveIntervals(list)[index]) ?? producer.interval,
    nextInterval: index < 0 ? (producer.next_level?.interval ?? null) : nextEffectiveInterval(catalog, list, index),
    outputs: outputsAt(state, producer, now),
    upgradeCost: upgradePrice(catalog, producer, now),
    nextOutputs: nextLevelOutputs(catalog, state, producer, now),
    canStart: accepts(catalog, state, { type: 'producer-start', ...target }, now),
    canUpgrade: accepts(catalog, state, { type: 'producer-upgrade', ...target }, now),
  };
}
