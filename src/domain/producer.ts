/** The player's producer, in the shape of docs/product.md (section 3), and the functions that build and re-level it. */
import type { Catalog, ProducerDef, Season } from './catalog-types.ts';
import { producerDef } from './catalog.ts';
import { deriveLevel } from './levels.ts';
import type { ResourceIndex, Resources } from './resources.ts';

/**
 * A producer the player owns. Derived fields (interval, inputs, outputs, next_level,
 * is_continues, is_continues_level) always equal `deriveLevel(catalog entry, level)`.
 */
export interface Producer {
  /** Catalog id (one producer of each catalog entry per player). */
  _id: string;
  name: string;
  /**
   * ms. Continuous: the last cycle completion (settled or starved); the next completes at
   * snapshot_time + interval. Manual: when it was bought, collected or became continuous.
   */
  snapshot_time: number;
  /** Cycle length, ms. */
  interval: number;
  /** True from `is_continues_level`: cycles repeat by themselves. */
  is_continues: boolean;
  /** Slot of the main output. */
  resource: ResourceIndex;
  /** Catalog type (equals `_id`). */
  type: string;
  tier: number;
  /** Made per cycle, before multipliers. */
  outputs: Resources;
  /** Insta boosts used on this producer (lifetime count). */
  boosts: number;
  level: number;
  /** Taken per cycle (at the start of a manual cycle; at the completion of a continuous one). */
  inputs: Resources;
  /** Price and interval of the next level; null at the top level. */
  next_level: { amounts: Resources; interval: number } | null;
  is_continues_level: number;
  /** ms: start of the running manual cycle, null when none runs. */
  cycle_started_at: number | null;
  /** Cycles completed with output (lifetime count). */
  cycles: number;
}

/** A new producer of `def` at `level`, owned from `now` (ms). */
export function createProducer(def: ProducerDef, level: number, now: number): Producer {
  return {
    _id: def.id,
    name: def.name,
    snapshot_time: now,
    resource: def.resource,
    type: def.id,
    tier: def.tier,
    boosts: 0,
    level,
    cycle_started_at: null,
    cycles: 0,
    ...deriveLevel(def, level),
  };
}

/** `producer` at a new level, derived fields recomputed from the catalog. */
export function relevel(catalog: Catalog, producer: Producer, level: number): Producer {
  const def = producerDef(catalog, producer._id);
  if (def === undefined) throw new Error(`producer ${producer._id} is not in the catalog`);
  return { ...producer, level, ...deriveLevel(def, level) };
}

/** The producers list of a season: `producers` or `producersEvent`. */
export function producersKey(season: Season): 'producers' | 'producersEvent' {
  return season === 'main' ? 'producers' : 'producersEvent';
}

/** The resources key of a season: `resources` or `resourcesEvent`. */
export function resourcesKey(season: Season): 'resources' | 'resourcesEvent' {
  return season === 'main' ? 'resources' : 'resourcesEvent';
}
