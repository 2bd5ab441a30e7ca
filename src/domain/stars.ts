/**
 * Shop products paid in Telegram Stars (currency XTR): what each costs and grants, whether a
 * player may still buy it, and how much of a grant a refund takes back (docs/operations.md,
 * "Telegram Stars").
 */
import { credit } from './balance.ts';
import type { PlayerState } from './player.ts';
import { TOKEN } from './resources.ts';

export interface StarsProduct {
  id: string;
  /** Price in whole Stars. */
  stars: number;
  /** Whole tokens credited to the main season on payment. */
  tokens: number;
  /** Payments a player may make for it; null = no limit. */
  perPlayer: number | null;
  /** False once the offer is withdrawn: a pending invoice is refused at pre-checkout. */
  offered: boolean;
}

/** The Stars products on sale. */
export const STARS_PRODUCTS: readonly StarsProduct[] = [
  { id: 'stars-tokens-100', stars: 50, tokens: 5_000, perPlayer: null, offered: true },
  { id: 'stars-tokens-500', stars: 250, tokens: 30_000, perPlayer: null, offered: true },
  { id: 'stars-starter-pack', stars: 100, tokens: 20_000, perPlayer: 1, offered: true },
];

export type StarsRefusal = 'PRODUCT_UNKNOWN' | 'PRODUCT_NOT_OFFERED' | 'SOLD_OUT';

/** The product `id` from `products`, or undefined. */
export function findStarsProduct(products: readonly StarsProduct[], id: string): StarsProduct | undefined {
  return products.find((product) => product.id === id);
}

/**
 * Why `productId` may not be bought by a player who has made `paidBefore` payments for it
 * (refunded ones included), or null when it may.
 */
export function starsRefusal(products: readonly StarsProduct[], productId: string, paidBefore: number): StarsRefusal | null {
  const product = findStarsProduct(products, productId);
  if (product === undefined) return 'PRODUCT_UNKNOWN';
  if (!product.offered) return 'PRODUCT_NOT_OFFERED';
  if (product.perPlayer !== null && paidBefore >= product.perPlayer) return 'SOLD_OUT';
  return null;
}

/** The state with `tokens` (whole tokens) credited to the main season. */
export function grantStarsTokens(state: PlayerState, tokens: number): PlayerState {
  return credit(state, 'main', [0, 0, 0, tokens]).state;
}

/**
 * Takes back what is left of a grant of `granted` whole tokens: at most the main balance, so the
 * balance never goes below zero. Answers the state and the tokens taken (whole tokens, >= 0).
 */
export function takeBackStarsTokens(state: PlayerState, granted: number): { state: PlayerState; taken: number } {
  const taken = Math.max(0, Math.min(granted, Math.floor(state.resources[TOKEN])));
  if (taken === 0) return { state, taken };
  const resources = [...state.resources] as PlayerState['resources'];
  resources[TOKEN] -= taken;
  return { state: { ...state, resources }, taken };
}
