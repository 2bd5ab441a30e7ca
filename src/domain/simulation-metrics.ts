/**
 * The measures the simulated players are judged by (docs/game-design.md, "Simulated players"):
 * the pile ratio of each resource, the waits between purchases and the price ladder.
 */
import type { Catalog } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import type { ResourceIndex, Resources } from './resources.ts';
import type { Purchase } from './simulation-greedy.ts';
import { effectiveIntervals } from './throttle.ts';
import { MINUTE } from './time.ts';
import { purchasePricesIn } from './windfall.ts';

/** A purchase made by a simulated player, with what it cost. */
export type TimedPurchase = Purchase;

/** The consumption counted as a sink of a resource: this long of what continuous producers take, ms. */
export const CONSUMPTION_WINDOW_MS = 10 * MINUTE;

/**
 * What `slot` can be spent on now: the sum of its prices over every purchase on offer in the main
 * season (every producer not owned yet, the next level of every one owned), plus what the
 * continuous producers take of it in CONSUMPTION_WINDOW_MS at their effective intervals.
 */
export function spendable(catalog: Catalog, state: PlayerState, slot: ResourceIndex): number {
  let total = purchasePricesIn(catalog, state, slot).reduce((sum, price) => sum + price, 0);
  const intervals = effectiveIntervals(state.producers);
  state.producers.forEach((producer, index) => {
    if (producer.is_continues) total += (producer.inputs[slot] * CONSUMPTION_WINDOW_MS) / (intervals[index] ?? producer.interval);
  });
  return total;
}

/** Held over spendable, per slot (0 when nothing is held; Infinity when something is held with no sink). */
export function pileRatios(catalog: Catalog, state: PlayerState): Resources {
  const ratio = (slot: ResourceIndex): number => {
    const held = state.resources[slot];
    if (held <= 0) return 0;
    const sink = spendable(catalog, state, slot);
    return sink > 0 ? held / sink : Number.POSITIVE_INFINITY;
  };
  return [ratio(0), ratio(1), ratio(2), ratio(3)];
}

/** Balances and pile ratios at an instant. */
export interface Sample {
  /** Minutes since the player started. */
  minute: number;
  resources: Resources;
  piles: Resources;
  /**
   * False for a daily player's balance as a session opens, before it could spend what came in
   * while it was away: the pile target reads only the samples taken after the player could spend.
   */
  spent: boolean;
}

/** The sample of `state` at `minute`. */
export function sampleOf(catalog: Catalog, state: PlayerState, minute: number, spent = true): Sample {
  return { minute, resources: [...state.resources] as Resources, piles: pileRatios(catalog, state), spent };
}

/** The largest pile ratio of each slot over the samples taken after the player could spend. */
export function worstPiles(samples: readonly Sample[]): Resources {
  const worst: Resources = [0, 0, 0, 0];
  for (const sample of samples.filter((one) => one.spent))
    for (let slot = 0; slot < 4; slot += 1) worst[slot as 0] = Math.max(worst[slot as 0], sample.piles[slot] ?? 0);
  return worst;
}

/** A wait between two purchases (or from the last one to the end of play), minutes. */
export interface Wait {
  /** When the wait began (the purchase before it, or `from`). */
  from: number;
  minutes: number;
}

/** The waits for a next purchase after minute `from` up to `end`, longest first. */
export function waitsAfter(purchases: readonly TimedPurchase[], from: number, end: number): Wait[] {
  const waits: Wait[] = [];
  let last = from;
  for (const purchase of purchases) {
    if (purchase.minute < from) continue;
    waits.push({ from: last, minutes: purchase.minute - last });
    last = purchase.minute;
  }
  waits.push({ from: last, minutes: end - last });
  return waits.sort((x, y) => y.minutes - x.minutes);
}

/**
 * A step of the price ladder: a purchase against a rung priced in the same resource. Two rungs are
 * read: `dearest`, the dearest purchase so far (a cliff is a price far above anything the player has
 * managed to pay yet; a cheap purchase in between, such as a market level paid mostly in
 * fertilize, does not lower it), and `previous`, the purchase just before it in that resource (the
 * literal "10x the one before it", which a cheap purchase in between does lower).
 */
export interface LadderStep {
  minute: number;
  slot: ResourceIndex;
  producer: string;
  level: number;
  previous: number;
  price: number;
  ratio: number;
}

/** Which purchase a step is measured against (see {@link LadderStep}). */
export type Rung = 'dearest' | 'previous';

/** The steepest step of the ladder of each slot over `purchases` (null where no step climbs: fewer than two purchases cost it, or none above the rung). */
export function steepestSteps(purchases: readonly TimedPurchase[], rung: Rung = 'dearest'): (LadderStep | null)[] {
  const steepest: (LadderStep | null)[] = [null, null, null, null];
  for (let slot = 0 as ResourceIndex; slot < 4; slot = (slot + 1) as ResourceIndex) {
    let previous = 0;
    for (const purchase of purchases) {
      const price = purchase.cost[slot];
      if (price <= 0) continue;
      const ratio = previous > 0 ? price / previous : 0;
      if (previous > 0 && ratio > (steepest[slot]?.ratio ?? 0))
        steepest[slot] = { minute: purchase.minute, slot, producer: purchase.producer, level: purchase.level, previous, price, ratio };
      previous = rung === 'dearest' ? Math.max(previous, price) : price;
    }
  }
  return steepest;
}
