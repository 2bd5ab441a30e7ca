import { describe, expect, it } from 'vitest';
import { CATALOG_V1, MAX_LEVEL, seasonProducers } from './catalog.ts';
import type { PlayerState } from './player.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer } from './testing/fixtures.ts';
import { purchasePricesIn, windfallCap } from './windfall.ts';

function holdingInsta(state: PlayerState): PlayerState {
  return { ...state, boosts: state.boosts.map((b) => (b.type === 'insta' ? { ...b, amount: 1 } : b)) };
}

describe('the windfall bound', () => {
  it('lists the purchases on offer priced in a resource, cheapest first', () => {
    const state = player({ producers: [producer('sprouter', 1), producer('field', 3)] });
    // Seeds: the sprouter's level 2 (120 × 1.1) and the field's level 4 (200 × 1.09^3).
    expect(purchasePricesIn(CATALOG_V1, state, 0)).toEqual([132, 259]);
    // Yield: buying the compost heap (the market is priced in fertilize); tokens: buying the four token-priced producers.
    expect(purchasePricesIn(CATALOG_V1, state, 1)).toEqual([100]);
    expect(purchasePricesIn(CATALOG_V1, state, 3)).toHaveLength(4);
    // The bound: the next two purchases priced in seeds.
    expect(windfallCap(CATALOG_V1, state, 0)).toBe(132 + 259);
    // Only one purchase priced in fertilize (the market): that one.
    expect(windfallCap(CATALOG_V1, state, 2)).toBe(300);
  });

  it('has no bound where nothing is priced in the resource', () => {
    const everything = player({ producers: seasonProducers(CATALOG_V1, 'main').map((def) => producer(def.id, MAX_LEVEL)) });
    expect(purchasePricesIn(CATALOG_V1, everything, 1)).toEqual([]);
    expect(windfallCap(CATALOG_V1, everything, 1)).toBe(Number.POSITIVE_INFINITY);
  });

  it('cuts an insta boost down to the next two purchases of what it makes', () => {
    const state = holdingInsta(player({ resources: [0, 0, 0, 0] }));
    const { state: after, result } = apply(state, { type: 'boost-use', boost: 'insta', producerId: 'sprouter' }, at(T0));
    // 28 × 10 seed under the sprouter's next level (132) and buying the field (150): 282.
    expect(result.cycles).toBe(28);
    expect(after.resources[0]).toBe(280);
  });

  it('cuts even a single cycle down when one cycle pays more than the next two purchases', () => {
    const windmill = producer('windmill', 1);
    const state = holdingInsta(player({ resources: [0, 0, 0, 0], producers: [producer('sprouter', 1), producer('beehive', 1), windmill] }));
    const cap = windfallCap(CATALOG_V1, state, 3);
    expect(windmill.outputs[3]).toBeGreaterThan(cap);
    const { state: after, result } = apply(state, { type: 'boost-use', boost: 'insta', producerId: 'windmill' }, at(T0));
    expect(result.cycles).toBe(1);
    expect(after.resources[3]).toBe(cap);
  });
});
