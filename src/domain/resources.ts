/**
 * Resource vectors: four amounts read by position (0 seed, 1 yield, 2 fertilize, 3 token).
 * Every player holds two of them: `resources` (main season) and `resourcesEvent` (the event).
 *
 * Invariants: amounts are finite and never negative. Token amounts are whole numbers (credits
 * are floored). The other three are kept on a grid of 1/1024 so that sums of credits are exact
 * in binary floating point: settling in one step or in many gives the same bits.
 */
export type Resources = [number, number, number, number];

/** Index of a slot of a resource vector. */
export type ResourceIndex = 0 | 1 | 2 | 3;

/** Slot of seeds (made by the sprouter). */
export const SEED = 0;
/** Slot of yield (made by the field). */
export const YIELD = 1;
/** Slot of fertilize (made by the compost heap). */
export const FERTILIZE = 2;
/** Slot of the game token (made by the market; whole numbers only). */
export const TOKEN = 3;

/** A fresh vector of zeros. */
export function zero(): Resources {
  return [0, 0, 0, 0];
}

/** A vector from its four amounts (missing slots are 0). */
export function resources(seed = 0, yieldAmount = 0, fertilize = 0, token = 0): Resources {
  return [seed, yieldAmount, fertilize, token];
}

/**
 * Rounds an amount about to be credited to slot `index`: tokens are floored to whole numbers
 * (a tiny tolerance keeps 2.9999999999 from becoming 2), the others go to the 1/1024 grid.
 */
export function quantize(index: number, amount: number): number {
  if (index === TOKEN) return Math.floor(amount + 1e-9);
  return Math.round(amount * 1024) / 1024;
}

/** Rounds every slot of a credit with {@link quantize}. */
export function quantizeAll(amounts: Resources): Resources {
  return [quantize(0, amounts[0]), quantize(1, amounts[1]), quantize(2, amounts[2]), quantize(3, amounts[3])];
}

/** a + b, slot by slot. */
export function add(a: Resources, b: Resources): Resources {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3]];
}

/** a − b, slot by slot (may be negative: check {@link canAfford} first). */
export function subtract(a: Resources, b: Resources): Resources {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3]];
}

/** a × k, slot by slot. */
export function scale(a: Resources, k: number): Resources {
  return [a[0] * k, a[1] * k, a[2] * k, a[3] * k];
}

/** True when `held` covers `cost` in every slot. */
export function canAfford(held: Resources, cost: Resources): boolean {
  return held[0] >= cost[0] && held[1] >= cost[1] && held[2] >= cost[2] && held[3] >= cost[3];
}

/** What `held` lacks of `cost`, slot by slot (0 where it covers it). */
export function shortfall(held: Resources, cost: Resources): Resources {
  return [Math.max(0, cost[0] - held[0]), Math.max(0, cost[1] - held[1]), Math.max(0, cost[2] - held[2]), Math.max(0, cost[3] - held[3])];
}

/** True when every slot is 0. */
export function isZero(a: Resources): boolean {
  return a[0] === 0 && a[1] === 0 && a[2] === 0 && a[3] === 0;
}

/**
 * `amounts` with every slot that is negative or not finite set to 0: what a credit or a price may
 * move, whatever a catalog says (a credit never debits, a price never pays the buyer).
 */
export function nonNegative(amounts: Resources): Resources {
  return [nonNegativeAmount(amounts[0]), nonNegativeAmount(amounts[1]), nonNegativeAmount(amounts[2]), nonNegativeAmount(amounts[3])];
}

/** `value` when it is finite and positive, else 0. */
export function nonNegativeAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A whole, non-negative count (spins, boosts) from any number: fractions floored, the rest 0. */
export function wholeCount(value: number): number {
  return Math.floor(nonNegativeAmount(value));
}

/** True when every slot is a finite, non-negative number. */
export function isValid(a: Resources): boolean {
  return a.every((value) => Number.isFinite(value) && value >= 0);
}
