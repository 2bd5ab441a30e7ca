/**
 * The ladder the next goal climbs (docs/game-design.md, "The ladder"): a goal is a rung, a price at
 * most GOAL_RUNG_RATIO × the dearest the player has paid in the same resource, never a cliff; and
 * how long it takes to reach at the farm's current production.
 */
import { producerDef } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import { upgradeCost } from './levels.ts';
import type { PlayerState } from './player.ts';
import type { ResourceIndex, Resources } from './resources.ts';
import { HOUR } from './time.ts';

/** A goal's price is at most this multiple of the dearest price paid in each resource it asks for. */
export const GOAL_RUNG_RATIO = 10;

/**
 * The dearest price the main-season farm as it stands has paid in each resource: per owned
 * producer its purchase price and the price of the last level it bought (levels only get dearer).
 * A sold farm starts again from its first day, and so does its ladder.
 */
export function dearestPaid(catalog: Catalog, state: PlayerState): Resources {
  const dearest: Resources = [0, 0, 0, 0];
  for (const producer of state.producers) {
    const def = producerDef(catalog, producer._id);
    if (def === undefined) continue;
    const level = producer.level > 1 ? upgradeCost(def, producer.level - 1) : def.cost;
    for (let slot = 0 as ResourceIndex; slot < 4; slot = (slot + 1) as ResourceIndex)
      dearest[slot] = Math.max(dearest[slot], def.cost[slot], level[slot]);
  }
  return dearest;
}

/**
 * True when `price` is a rung above `dearest`: every resource it asks for is at most
 * GOAL_RUNG_RATIO × the dearest price paid in it. A resource never paid in yet sets no bound (the
 * first purchase in a resource is the first rung of its ladder).
 */
export function isRung(price: Resources, dearest: Resources): boolean {
  return price.every((amount, slot) => {
    const paid = dearest[slot] ?? 0;
    return amount <= 0 || paid <= 0 || amount <= GOAL_RUNG_RATIO * paid;
  });
}

/**
 * Time (ms) until the farm holds `missing` more of each resource at `perHour` (net production per
 * hour, `netProductionPerHour`): 0 when nothing is missing, null when a missing resource is not
 * being made. Rounded up to the second.
 */
export function timeToAfford(missing: Resources, perHour: Resources): number | null {
  let hours = 0;
  for (let slot = 0 as ResourceIndex; slot < 4; slot = (slot + 1) as ResourceIndex) {
    const short = missing[slot];
    if (short <= 0) continue;
    const rate = perHour[slot];
    if (!(rate > 0)) return null;
    hours = Math.max(hours, short / rate);
  }
  return Math.ceil((hours * HOUR) / 1000) * 1000;
}
