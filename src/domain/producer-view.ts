/** What a producer's card shows, from the rules themselves (screens never re-derive them). */
import type { Catalog, Season } from './catalog-types.ts';
import { accepts } from './actions.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { upgradePrice } from './producer-rules.ts';
import { outputsAt } from './production.ts';
import type { Resources } from './resources.ts';

/** A producer's numbers and buttons at an instant. */
export interface ProducerView {
  /** One cycle's outputs under the boosts in force (`outputsAt`). */
  outputs: Resources;
  /** What the next level costs now (`upgradePrice`); null at the top level. */
  upgradeCost: Resources | null;
  /** The rules accept a start and an upgrade now (dry runs of the actions). */
  canStart: boolean;
  canUpgrade: boolean;
}

/** The card of `producer` of `season` on `state` settled at `now` (ms). */
export function producerView(catalog: Catalog, state: PlayerState, season: Season, producer: Producer, now: number): ProducerView {
  const target = { producerId: producer._id, season };
  return {
    outputs: outputsAt(state, producer, now),
    upgradeCost: upgradePrice(catalog, producer, now),
    canStart: accepts(catalog, state, { type: 'producer-start', ...target }, now),
    canUpgrade: accepts(catalog, state, { type: 'producer-upgrade', ...target }, now),
  };
}
