import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CATALOG_V1, PRESTIGE_STAR_BONUS, START_RESOURCES, seasonProducers } from './catalog.ts';
import { upgradeCost } from './levels.ts';
import { multiplierAt } from './multiplier.ts';
import { farmWorth, prestigePreview, starsFor } from './prestige.ts';
import type { PlayerState } from './player.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer, reasonOf } from './testing/fixtures.ts';
import { HOUR } from './time.ts';

const main = seasonProducers(CATALOG_V1, 'main');
const lastDef = main.at(-1);
if (lastDef === undefined) throw new Error('the catalog has no main producer');
const last = lastDef;
/** The last producer's token price: a farm worth it sells for 10 stars. */
const PRICE = last.cost[3];

/** A late-season player: the sprouter at level 12 and the last producer at `level`, holding `held` tokens. */
function lateFarm(level = 1, held = 1234): PlayerState {
  return player({
    producers: [producer('sprouter', 12), producer(last.id, level)],
    tokensEarned: 5 * PRICE,
    resources: [5e6, 4e6, 3e6, held],
    spin: 3,
  });
}

describe('stars', () => {
  it('grow with the square root of the farm’s worth, 10 at the last producer’s price', () => {
    expect(PRICE).toBeGreaterThan(0);
    expect(starsFor(CATALOG_V1, PRICE)).toBe(10);
    expect(starsFor(CATALOG_V1, 4 * PRICE)).toBe(20);
    expect(starsFor(CATALOG_V1, PRICE / 100)).toBe(1);
    expect(starsFor(CATALOG_V1, PRICE / 101)).toBe(0);
    expect(starsFor(CATALOG_V1, -5)).toBe(0);
  });

  it('count the tokens the farm cost: producers’ token prices and their levels’', () => {
    expect(farmWorth(CATALOG_V1, player())).toBe(0);
    expect(farmWorth(CATALOG_V1, lateFarm(1))).toBe(PRICE);
    expect(farmWorth(CATALOG_V1, lateFarm(3))).toBe(PRICE + upgradeCost(last, 1)[3] + upgradeCost(last, 2)[3]);
  });
});

describe('prestige', () => {
  it('is locked until the player owns the last producer', () => {
    const early = player({ producers: main.slice(0, -1).map((def) => producer(def.id, 30)), tokensEarned: 10 * PRICE });
    expect(prestigePreview(CATALOG_V1, early)).toMatchObject({ available: false, reason: 'NEEDS_LAST_PRODUCER', lastProducerId: last.id });
    expect(reasonOf(applyAction(early, { type: 'prestige' }, at(T0)))).toBe('PRESTIGE_LOCKED');
  });

  it('resets the farm, keeps tokens, earnings and everything of the player, and pays what the preview said', () => {
    const state = lateFarm(1);
    const preview = prestigePreview(CATALOG_V1, state);
    expect(preview).toMatchObject({ available: true, reason: null, worth: PRICE, starsGained: 10, starsHeld: 0, multiplierNow: 1 });
    expect(preview.multiplierAfter).toBeCloseTo(1 + 10 * PRESTIGE_STAR_BONUS, 12);
    const sold = apply(state, { type: 'prestige' }, at(T0)).state;
    expect(sold.prestige).toEqual({ count: 1, stars: 10 });
    expect(sold.producers.map((entry) => [entry._id, entry.level])).toEqual(main.filter((def) => def.starter).map((def) => [def.id, 1]));
    expect(sold.resources).toEqual([START_RESOURCES[0], START_RESOURCES[1], START_RESOURCES[2], 1234]);
    expect(sold.tokensEarned).toBe(state.tokensEarned);
    expect(sold.spin).toBe(3);
    expect(sold.checkin).toEqual(state.checkin);
    expect(multiplierAt(sold, T0 + 1)).toBeCloseTo(preview.multiplierAfter, 12);
    // Sold once: the farm no longer owns the last producer, so a replay is refused.
    expect(reasonOf(applyAction(sold, { type: 'prestige' }, at(T0 + 1)))).toBe('PRESTIGE_LOCKED');
  });

  it('adds the stars of each sale to those held', () => {
    const sold = apply(lateFarm(1), { type: 'prestige' }, at(T0)).state;
    const again = { ...lateFarm(1), prestige: sold.prestige };
    expect(prestigePreview(CATALOG_V1, again)).toMatchObject({ starsHeld: 10, starsGained: 10, count: 1 });
    expect(apply(again, { type: 'prestige' }, at(T0 + HOUR)).state.prestige).toEqual({ count: 2, stars: 20 });
  });

  it('multiplies the outputs the farm settles', () => {
    const plain = player({ producers: [producer('sprouter', 12)] });
    const starred = { ...plain, prestige: { count: 1, stars: 10 } };
    const later = T0 + HOUR;
    const seedsPlain = apply(plain, { type: 'checkin' }, at(later)).state.resources[0] - plain.resources[0];
    const seedsStarred = apply(starred, { type: 'checkin' }, at(later)).state.resources[0] - starred.resources[0];
    expect(seedsStarred / seedsPlain).toBeCloseTo(1 + 10 * PRESTIGE_STAR_BONUS, 2);
  });
});
