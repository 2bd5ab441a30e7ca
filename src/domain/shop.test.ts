import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CATALOG_V1, PRODUCTS } from './catalog.ts';
import { listLimitedProducts, tokensShort } from './shop.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, reasonOf } from './testing/fixtures.ts';
import { DAY, HOUR } from './time.ts';

const rich = () => player({ resources: [0, 0, 0, 1000] });

describe('limited products', () => {
  it('lists limited and spin products in the shape of docs/product.md', () => {
    const { limited, spin } = listLimitedProducts(CATALOG_V1, rich(), T0);
    expect(limited.map((p) => p.id)).toEqual(['starter-pack', 'daily-water', 'spin-bundle']);
    expect(spin.map((p) => p.id)).toEqual(['spin-1', 'spin-10']);
    expect(limited[0]).toMatchObject({ id: 'starter-pack', price: 50, expiresAt: T0 + 7 * DAY, result: { nextPurchaseTime: null } });
  });

  it('buys for tokens, credits the rewards and sets nextPurchaseTime', () => {
    const { state, result } = apply(rich(), { type: 'limited-product-buy', productId: 'daily-water' }, at(T0));
    expect(state.resources[3]).toBe(1000 - 30);
    expect(result.spent).toEqual([0, 0, 0, 30]);
    expect(state.waterBoost.amount).toBe(120);
    expect(state.products['daily-water']).toEqual({ nextPurchaseTime: T0 + DAY, purchases: 1 });
    expect(listLimitedProducts(CATALOG_V1, state, T0).limited.find((p) => p.id === 'daily-water')?.result.nextPurchaseTime).toBe(T0 + DAY);
    expect(reasonOf(applyAction(state, { type: 'limited-product-buy', productId: 'daily-water' }, at(T0 + DAY - 1)))).toBe('COOLDOWN');
    expect(reasonOf(applyAction(state, { type: 'limited-product-buy', productId: 'daily-water' }, at(T0 + DAY)))).toBe('applied');
    expect(
      apply(rich(), { type: 'limited-product-buy', productId: 'spin-bundle' }, at(T0)).state.products['spin-bundle']?.nextPurchaseTime,
    ).toBe(T0 + 12 * HOUR);
  });

  it('sells the starter pack once, and not after it expires', () => {
    const { state } = apply(rich(), { type: 'limited-product-buy', productId: 'starter-pack' }, at(T0));
    expect(state.spin).toBe(rich().spin + 3);
    expect(reasonOf(applyAction(state, { type: 'limited-product-buy', productId: 'starter-pack' }, at(T0 + 1)))).toBe('ALREADY_PURCHASED');
    expect(listLimitedProducts(CATALOG_V1, state, T0).limited.map((p) => p.id)).not.toContain('starter-pack');
    expect(reasonOf(applyAction(rich(), { type: 'limited-product-buy', productId: 'starter-pack' }, at(T0 + 7 * DAY)))).toBe(
      'PRODUCT_EXPIRED',
    );
    expect(listLimitedProducts(CATALOG_V1, rich(), T0 + 7 * DAY).limited.map((p) => p.id)).not.toContain('starter-pack');
  });

  it('refuses unknown products and missing tokens', () => {
    expect(reasonOf(applyAction(rich(), { type: 'limited-product-buy', productId: 'moon' }, at(T0)))).toBe('PRODUCT_UNKNOWN');
    expect(reasonOf(applyAction(player(), { type: 'limited-product-buy', productId: 'spin-1' }, at(T0)))).toBe('NOT_ENOUGH_RESOURCES');
    expect(PRODUCTS.every((p) => Number.isInteger(p.price) && p.price > 0)).toBe(true);
  });

  it('says tokens are short exactly when the purchase is refused for want of them', () => {
    const product = listLimitedProducts(CATALOG_V1, rich(), T0).limited.find((p) => p.id === 'starter-pack');
    if (product === undefined) throw new Error('missing');
    for (const held of [0, product.price - 1, product.price, product.price + 1]) {
      const state = player({ resources: [0, 0, 0, held] });
      const bought = applyAction(state, { type: 'limited-product-buy', productId: product.id }, at(T0));
      expect(tokensShort(state, product), `holding ${String(held)}`).toBe(Math.max(0, product.price - held));
      expect(tokensShort(state, product) === 0, `holding ${String(held)}`).toBe(bought.ok);
    }
  });
});
