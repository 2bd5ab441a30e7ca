/** Limited products and spin products, paid in whole tokens, each with a per-player nextPurchaseTime. */
import { pay } from './balance.ts';
import type { Catalog, ProductDef, Reward } from './catalog-types.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import { shortfall, TOKEN, type Resources } from './resources.ts';
import type { Result } from './result.ts';
import { fail, failUntil, ok } from './result.ts';
import { grantRewards, tokensIn } from './rewards.ts';

/** A product as `get-limited-products` shows it. */
export interface ProductView {
  id: string;
  name: string;
  /** Whole tokens. */
  price: number;
  rewards: readonly Reward[];
  /** ms; null = the offer does not end. */
  expiresAt: number | null;
  /** ms between purchases; null = once per player. */
  repeatMs: number | null;
  /** `nextPurchaseTime`: may be bought again from then (ms); null = now. */
  result: { nextPurchaseTime: number | null };
}

/** When `def`'s offer ends for this player, ms (null = never). */
export function productExpiresAt(state: PlayerState, def: ProductDef): number | null {
  const forPlayer = def.expiresAfterSignupMs === null ? null : state.createdAt + def.expiresAfterSignupMs;
  if (def.expiresAt === null) return forPlayer;
  return forPlayer === null ? def.expiresAt : Math.min(def.expiresAt, forPlayer);
}

/** True when `def` is sold out for this player (a once-only product already bought). */
function soldOut(state: PlayerState, def: ProductDef): boolean {
  return def.repeatMs === null && (state.products[def.id]?.purchases ?? 0) > 0;
}

/** The offers on sale at `now` for this player (expired and sold-out ones are left out). */
export function listLimitedProducts(catalog: Catalog, state: PlayerState, now: number): { limited: ProductView[]; spin: ProductView[] } {
  const views = catalog.products
    .filter((def) => {
      const expiresAt = productExpiresAt(state, def);
      return (expiresAt === null || now < expiresAt) && !soldOut(state, def);
    })
    .map((def) => ({
      view: {
        id: def.id,
        name: def.name,
        price: def.price,
        rewards: def.rewards,
        expiresAt: productExpiresAt(state, def),
        repeatMs: def.repeatMs,
        result: { nextPurchaseTime: state.products[def.id]?.nextPurchaseTime ?? null },
      },
      list: def.list,
    }));
  return {
    limited: views.filter((v) => v.list === 'limited').map((v) => v.view),
    spin: views.filter((v) => v.list === 'spin').map((v) => v.view),
  };
}

/** Tokens still missing to buy `product` on `state` (what `buyProduct`'s payment lacks); 0 when affordable. */
export function tokensShort(state: PlayerState, product: Pick<ProductView, 'price'>): number {
  return shortfall(state.resources, [0, 0, 0, product.price])[TOKEN];
}

/** Buys product `id` for its price in tokens and credits its rewards. */
export function buyProduct(catalog: Catalog, state: PlayerState, id: string, now: number): Result<Outcome> {
  const def = catalog.products.find((product) => product.id === id);
  if (def === undefined) return fail('PRODUCT_UNKNOWN');
  const expiresAt = productExpiresAt(state, def);
  if (expiresAt !== null && now >= expiresAt) return fail('PRODUCT_EXPIRED');
  if (soldOut(state, def)) return fail('ALREADY_PURCHASED');
  const record = state.products[id];
  if (record?.nextPurchaseTime != null && now < record.nextPurchaseTime) return failUntil('COOLDOWN', record.nextPurchaseTime);
  const price: Resources = [0, 0, 0, def.price];
  const paid = pay(state, 'main', price);
  if (!paid.ok) return paid;
  const products = {
    ...paid.value.products,
    [id]: { nextPurchaseTime: def.repeatMs === null ? null : now + def.repeatMs, purchases: (record?.purchases ?? 0) + 1 },
  };
  const done = grantRewards(catalog, { ...paid.value, products }, def.rewards, now, 'limited-product-buy');
  return ok({
    state: done.state,
    result: { ...emptyResult('limited-product-buy'), granted: done.granted, spent: price, tokensCredited: tokensIn(done.granted) },
  });
}
