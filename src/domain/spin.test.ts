import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CATALOG_V1, FREE_SPIN_INTERVAL_MS, FREE_SPIN_MAX, SPIN_SLOTS } from './catalog.ts';
import { productionPerMinute } from './production.ts';
import { windfallCap } from './windfall.ts';
import { drawSpinSlot, spinTable } from './spin.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer, reasonOf } from './testing/fixtures.ts';

describe('spin table', () => {
  it('has 8 slots whose chances sum to 100 %', () => {
    expect(spinTable(CATALOG_V1)).toHaveLength(8);
    expect(spinTable(CATALOG_V1).reduce((sum, slot) => sum + slot.chance, 0)).toBeCloseTo(100, 10);
    expect(spinTable(CATALOG_V1).map((slot) => slot.weight)).toEqual([30, 20, 15, 12, 10, 8, 4, 1]);
  });

  it('maps rolls onto the weight bands', () => {
    expect(drawSpinSlot(CATALOG_V1, 0).slot).toBe(0);
    expect(drawSpinSlot(CATALOG_V1, 0.2999).slot).toBe(0);
    expect(drawSpinSlot(CATALOG_V1, 0.3).slot).toBe(1);
    expect(drawSpinSlot(CATALOG_V1, 0.99).slot).toBe(7);
    expect(drawSpinSlot(CATALOG_V1, 0.9899).slot).toBe(6);
    expect(drawSpinSlot(CATALOG_V1, 1.5).slot).toBe(7); // a bad source is clamped, never crashes
    expect(drawSpinSlot(CATALOG_V1, Number.NaN).slot).toBe(0);
  });

  it('draws with the odds of the table over many rolls', () => {
    const counts = new Array<number>(8).fill(0);
    for (let i = 0; i < 10_000; i += 1) {
      const slot = drawSpinSlot(CATALOG_V1, (i + 0.5) / 10_000).slot;
      counts[slot] = (counts[slot] ?? 0) + 1;
    }
    expect(counts).toEqual(SPIN_SLOTS.map((slot) => slot.weight * 100));
  });
});

describe('spin', () => {
  it('spends a spin and credits minutes of current production, at most the next purchase priced in it', () => {
    const state = player({ spin: 2, resources: [0, 0, 0, 0], producers: [producer('sprouter', 5)] });
    const perMinute = productionPerMinute(state, 'main', 0);
    const { state: after, result } = apply(state, { type: 'spin' }, at(T0, 0));
    expect(result.slot).toBe(0);
    expect(after.spin).toBe(1);
    expect(30 * perMinute).toBeGreaterThan(windfallCap(CATALOG_V1, state, 0));
    expect(after.resources[0]).toBe(windfallCap(CATALOG_V1, state, 0)); // the sprouter's next level
    expect(result.granted).toEqual([{ type: 'resource', resource: 0, season: 'main', amount: after.resources[0] }]);
  });

  it('credits the full minutes of production under the bound', () => {
    // 30 min of a level-1 field (720 yield) cost less than the next yield purchase (compost level 28 at 799; the market's levels cost fertilize).
    const producers = [producer('sprouter', 1), producer('field', 1), producer('compost', 27), producer('market', 5)];
    const state = player({ spin: 1, resources: [0, 0, 0, 0], producers });
    const { state: after, result } = apply(state, { type: 'spin' }, at(T0, 0.35));
    expect(result.slot).toBe(1);
    expect(30 * productionPerMinute(state, 'main', 1)).toBeLessThan(windfallCap(CATALOG_V1, state, 1));
    expect(after.resources[1]).toBe(30 * productionPerMinute(state, 'main', 1));
  });

  it('uses the floor amount when production is small, and floors tokens', () => {
    const { state, result } = apply(player({ spin: 1 }), { type: 'spin' }, at(T0, 0.995));
    expect(result.slot).toBe(7);
    expect(state.resources[3]).toBe(5);
    expect(result.tokensCredited).toBe(5);
  });

  it('grants boosts, water and extra spins', () => {
    expect(apply(player({ spin: 1 }), { type: 'spin' }, at(T0, 0.8)).state.boosts.find((b) => b.type === 'user')?.amount).toBe(1);
    expect(apply(player({ spin: 1 }), { type: 'spin' }, at(T0, 0.9)).state.waterBoost.amount).toBe(30);
    expect(apply(player({ spin: 1 }), { type: 'spin' }, at(T0, 0.97)).state.spin).toBe(1);
  });

  it('refuses without spins', () => {
    expect(reasonOf(applyAction(player({ spin: 0, nextFreeSpinAt: T0 + 1000 }), { type: 'spin' }, at(T0)))).toBe('NO_SPINS');
  });

  it('restarts the paused free-spin clock when dropping under the cap', () => {
    const full = player({ spin: FREE_SPIN_MAX, nextFreeSpinAt: null });
    const { state } = apply(full, { type: 'spin' }, at(T0 + 10, 0));
    expect(state.nextFreeSpinAt).toBe(T0 + 10 + FREE_SPIN_INTERVAL_MS);
    expect(apply(state, { type: 'spin' }, at(T0 + FREE_SPIN_INTERVAL_MS + 10, 0)).state.spin).toBe(FREE_SPIN_MAX - 1);
  });
});
