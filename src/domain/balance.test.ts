/**
 * No balance goes below zero or off the whole numbers, whatever a catalog says: the domain holds
 * this even for a catalog the console's bounds would have refused (one published before them).
 */
import { describe, expect, it } from 'vitest';
import { credit, pay } from './balance.ts';
import { CATALOG_V1 } from './catalog.ts';
import type { Catalog, Reward } from './catalog-types.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player } from './testing/fixtures.ts';

const hostile = (rewards: Reward[], price = 10): Catalog => ({
  ...CATALOG_V1,
  quests: [{ id: 'bad', title: 'Bad', repeat: 'once', condition: { type: 'checkin' }, rewards }],
  products: [{ id: 'bad', name: 'Bad', list: 'limited', price, rewards, repeatMs: null, expiresAt: null, expiresAfterSignupMs: null }],
});

function claim(catalog: Catalog) {
  const ctx = { ...at(T0), catalog };
  const checked = apply(player({ resources: [50, 0, 0, 12_000] }), { type: 'checkin' }, ctx);
  const taken = apply(checked.state, { type: 'quest-take', questId: 'bad' }, ctx);
  return apply(taken.state, { type: 'quest-claim', questId: 'bad' }, ctx);
}

describe('balances stay whole and non-negative', () => {
  it('credits nothing for a negative or non-finite amount', () => {
    const done = credit(player({ resources: [10, 0, 0, 5] }), 'main', [-100, Number.NaN, Number.POSITIVE_INFINITY, -988_000]);
    expect(done.state.resources).toEqual([10, 0, 0, 5]);
    expect(done.credited).toEqual([0, 0, 0, 0]);
    expect(done.state.tokensEarned).toBe(player().tokensEarned);
  });

  it('pays a negative price as 0 and refuses a price that is not a number', () => {
    const paid = pay(player({ resources: [0, 0, 0, 5] }), 'main', [0, 0, 0, -1000]);
    expect(paid.ok && paid.value.resources).toEqual([0, 0, 0, 5]);
    expect(pay(player({ resources: [0, 0, 0, 5] }), 'main', [0, 0, 0, Number.NaN]).ok).toBe(false);
  });

  it('a quest paying negative tokens, half a spin, negative boosts and water leaves every balance whole and non-negative', () => {
    const { state } = claim(
      hostile([
        { type: 'resource', resource: 3, amount: -988_000, minutes: 0 },
        { type: 'spin', amount: 0.5 },
        { type: 'boost', boost: 'user', amount: -3 },
        { type: 'water', minutes: -60 },
      ]),
    );
    expect(state.resources[3]).toBeGreaterThanOrEqual(12_000);
    expect(Number.isInteger(state.spin)).toBe(true);
    expect(state.spin).toBeGreaterThanOrEqual(0);
    expect(state.boosts.every((boost) => Number.isInteger(boost.amount) && boost.amount >= 0)).toBe(true);
    expect(state.waterBoost.amount).toBeGreaterThanOrEqual(0);
  });

  it('a product at a negative price does not pay the buyer', () => {
    const ctx = { ...at(T0), catalog: hostile([{ type: 'spin', amount: 1 }], -500) };
    const { state } = apply(player({ resources: [0, 0, 0, 20] }), { type: 'limited-product-buy', productId: 'bad' }, ctx);
    expect(state.resources[3]).toBe(20);
  });
});
