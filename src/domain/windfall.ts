/**
 * The windfall bound: a lucky draw (spin, card, tractor, insta boost) pays at most the next two
 * purchases priced in what it pays, so it speeds the farm up without skipping it (one lucky card
 * used to pay 16.79K seeds when upgrades cost 200-500), yet a mid-game prize still buys
 * something (docs/game-design.md, "The windfall cap").
 */
import { seasonProducers } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import type { ResourceIndex } from './resources.ts';

/**
 * The prices in `slot` of the main season's purchases on offer (buying a producer not owned yet,
 * the next level of one owned), cheapest first; purchases that do not cost `slot` are left out.
 */
export function purchasePricesIn(catalog: Catalog, state: PlayerState, slot: ResourceIndex): number[] {
  const prices: number[] = [];
  for (const def of seasonProducers(catalog, 'main')) {
    const owned = state.producers.find((producer) => producer._id === def.id);
    const price = owned === undefined ? def.cost[slot] : owned.next_level?.amounts[slot];
    if (price !== undefined && price > 0) prices.push(price);
  }
  return prices.sort((x, y) => x - y);
}

/** Purchases a windfall may pay for at most: the cheapest this many priced in what it pays. */
export const WINDFALL_PURCHASES = 2;

/** Most a windfall may credit in `slot`: the sum of the WINDFALL_PURCHASES cheapest purchases priced in it (Infinity if none). */
export function windfallCap(catalog: Catalog, state: PlayerState, slot: ResourceIndex): number {
  const prices = purchasePricesIn(catalog, state, slot).slice(0, WINDFALL_PURCHASES);
  return prices.length === 0 ? Number.POSITIVE_INFINITY : prices.reduce((sum, price) => sum + price, 0);
}
