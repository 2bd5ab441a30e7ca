/** The rules of `advance` one by one (docs/game-rules.md); its properties are in advance.test.ts. */
import { describe, expect, it } from 'vitest';
import { advance, accrueFreeSpins, isStorageFull, touch } from './advance.ts';
import { CATALOG_V1, FREE_SPIN_INTERVAL_MS, OFFLINE_CAP_MS, producerDef, USER_BOOST, WATER_MULTIPLIER_PREMIUM } from './catalog.ts';
import { multiplierAt } from './multiplier.ts';
import { newPlayer, type PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { createProducer } from './producer.ts';
import { T0 } from './testing/arbitraries.ts';
import { HOUR, MINUTE } from './time.ts';

function continuous(id: string, level: number, now: number): Producer {
  const def = producerDef(CATALOG_V1, id);
  if (def === undefined) throw new Error(id);
  return createProducer(def, level, now);
}

describe('advance: rules', () => {
  it('is a no-op for a time not after the settled one, and floors fractions', () => {
    const state = newPlayer(CATALOG_V1, T0, false);
    expect(advance(state, T0)).toBe(state);
    expect(advance(state, T0 - 5)).toBe(state);
    expect(advance(state, T0 + 10.7).settledAt).toBe(T0 + 10);
  });

  it('leaves manual producers alone', () => {
    const state = newPlayer(CATALOG_V1, T0, false);
    expect(advance(state, T0 + HOUR).resources).toEqual(state.resources);
  });

  it('credits a continuous producer once per interval', () => {
    const sprouter = continuous('sprouter', 10, T0);
    const state: PlayerState = { ...newPlayer(CATALOG_V1, T0, false), producers: [sprouter], resources: [0, 0, 0, 0] };
    const after = advance(state, T0 + 10 * sprouter.interval + 1);
    expect(after.resources[0]).toBe(10 * 100);
    expect(after.producers[0]?.snapshot_time).toBe(T0 + 10 * sprouter.interval);
    expect(after.producers[0]?.cycles).toBe(10);
  });

  it('starves without retroactive output', () => {
    const field = continuous('field', 10, T0);
    const state: PlayerState = { ...newPlayer(CATALOG_V1, T0, false), producers: [field], resources: [250, 0, 0, 0] };
    const after = advance(state, T0 + 5 * field.interval);
    expect(after.resources).toEqual([50, 60, 0, 0]); // one cycle of 200 seed, then starving
    expect(after.producers[0]?.snapshot_time).toBe(T0 + 5 * field.interval);
    const fed = advance({ ...after, resources: [400, 60, 0, 0] }, T0 + 6 * field.interval);
    expect(fed.resources).toEqual([200, 120, 0, 0]); // only the one cycle after feeding pays
  });

  it('orders ties by tier: the sprouter feeds the field at the same instant', () => {
    // 400 seeds a cycle feed a field eating 200: within the supply share, so no stretch.
    const sprouter = { ...continuous('sprouter', 40, T0), interval: 3000 };
    const field = { ...continuous('field', 10, T0), interval: 3000 };
    const state: PlayerState = { ...newPlayer(CATALOG_V1, T0, false), producers: [field, sprouter], resources: [100, 0, 0, 0] };
    // Had the field gone first it would have starved (100 < 200 seeds): [500, 0, 0, 0].
    expect(advance(state, T0 + 3000).resources).toEqual([300, 60, 0, 0]);
  });

  it('stops at the offline cap and freezes progress until the next contact', () => {
    const sprouter = continuous('sprouter', 10, T0);
    const state: PlayerState = { ...newPlayer(CATALOG_V1, T0, false), producers: [sprouter], resources: [0, 0, 0, 0] };
    const capped = advance(state, T0 + 5 * HOUR);
    const cycles = Math.floor(OFFLINE_CAP_MS / sprouter.interval);
    expect(capped.resources[0]).toBe(cycles * 100);
    expect(isStorageFull(capped, T0 + 5 * HOUR)).toBe(true);
    const elapsed = OFFLINE_CAP_MS - cycles * sprouter.interval;
    expect(capped.producers[0]?.snapshot_time).toBe(T0 + 5 * HOUR - elapsed);
    const back = advance(touch(capped, T0 + 5 * HOUR), T0 + 5 * HOUR + sprouter.interval - elapsed);
    expect(back.resources[0]).toBe((cycles + 1) * 100);
  });

  it('doubles outputs inside a user boost window only', () => {
    const sprouter = { ...continuous('sprouter', 10, T0), interval: 1000 };
    const base = newPlayer(CATALOG_V1, T0, false);
    const boosts = base.boosts.map((b) => (b.type === 'user' ? { ...b, start_time: T0 + 5000, end_time: T0 + 8000 } : b));
    const state: PlayerState = { ...base, producers: [sprouter], resources: [0, 0, 0, 0], boosts };
    // completions at 1..10 s; those at 5, 6, 7 s are boosted
    expect(advance(state, T0 + 10_000).resources[0]).toBe(7 * 100 + 3 * 200);
    expect(multiplierAt(state, T0 + 8000)).toBe(1);
    expect(multiplierAt(state, T0 + 5000)).toBe(USER_BOOST.multiplier);
  });

  it('takes the larger of one kind and multiplies kinds', () => {
    const base = newPlayer(CATALOG_V1, T0, false);
    const [first] = base.boosts;
    if (first === undefined) throw new Error('no boosts');
    const extra = { ...first, _id: 'user-3', calculator: { multiplier: 3 }, start_time: T0, end_time: T0 + HOUR };
    const boosts = [...base.boosts.map((b) => (b.type === 'user' ? { ...b, start_time: T0, end_time: T0 + HOUR } : b)), extra];
    const water = { amount: 10, inuse: true, premiumTimestamp: T0, multiplier: WATER_MULTIPLIER_PREMIUM, timestamp: T0 };
    expect(multiplierAt({ boosts, waterBoost: water }, T0 + 1)).toBe(3 * WATER_MULTIPLIER_PREMIUM);
  });

  it('drains water and turns it off when dry', () => {
    const sprouter = { ...continuous('sprouter', 10, T0), interval: 30_000 };
    const base = newPlayer(CATALOG_V1, T0, true);
    const state: PlayerState = {
      ...base,
      producers: [sprouter],
      resources: [0, 0, 0, 0],
      waterBoost: { amount: 1.5, inuse: true, premiumTimestamp: T0, multiplier: 1.3, timestamp: T0 },
    };
    const after = advance(state, T0 + 3 * MINUTE);
    // water runs dry at 90 s: completions at 30 and 60 s are watered (×1.3), those from 90 s on are not
    expect(after.resources[0]).toBe(2 * 130 + 4 * 100);
    expect(after.waterBoost).toEqual({ amount: 0, inuse: false, premiumTimestamp: T0, multiplier: 1.3, timestamp: T0 + 90_000 });
  });

  it('floors token credits', () => {
    const market = { ...continuous('market', 10, T0), interval: 1000 };
    const base = newPlayer(CATALOG_V1, T0, false);
    const state: PlayerState = {
      ...base,
      producers: [market],
      resources: [0, 10_000, 10_000, 0],
      waterBoost: { amount: 60, inuse: true, premiumTimestamp: null, multiplier: 1.2, timestamp: T0 },
    };
    expect(advance(state, T0 + 3000).resources[3]).toBe(3 * 36); // 30 × 1.2 = 36 exactly
    const odd = { ...state, producers: [{ ...market, outputs: [0, 0, 0, 3] as [number, number, number, number] }] };
    expect(advance(odd, T0 + 3000).resources[3]).toBe(3 * 3); // 3.6 floors to 3
  });

  it('counts the tokens a continuous market makes towards tokens earned, boosts included', () => {
    const market = { ...continuous('market', 10, T0), interval: 1000 };
    const base = newPlayer(CATALOG_V1, T0, false);
    const boosts = base.boosts.map((b) => (b.type === 'user' ? { ...b, start_time: T0 + 2000, end_time: T0 + 4000 } : b));
    const state: PlayerState = { ...base, producers: [market], resources: [0, 10_000, 10_000, 7], tokensEarned: 40, boosts };
    const after = advance(state, T0 + 5000);
    // completions at 1..5 s make 30 tokens each, those at 2 and 3 s doubled by the user boost
    const made = 3 * 30 + 2 * 30 * USER_BOOST.multiplier;
    expect(after.resources[3]).toBe(7 + made);
    expect(after.tokensEarned).toBe(40 + made);
  });

  it("counts a beehive's tokens as earned, boosted or not, split or not, and not the event season's", () => {
    const beehive = { ...continuous('beehive', 10, T0), interval: MINUTE };
    const pie = { ...continuous('event-pie-stand', 10, T0), interval: MINUTE };
    const base = newPlayer(CATALOG_V1, T0, false);
    // a user boost over the first 10 minutes: completions at 1..9 min are doubled (the window ends at 10)
    const boosts = base.boosts.map((b) => (b.type === 'user' ? { ...b, start_time: T0, end_time: T0 + 10 * MINUTE } : b));
    const state: PlayerState = {
      ...base,
      producers: [beehive],
      producersEvent: [pie],
      resources: [0, 0, 0, 0],
      resourcesEvent: [0, 1e6, 0, 0],
      tokensEarned: 0,
      boosts,
    };
    const hour = advance(state, T0 + HOUR);
    const made = (60 - 9) * 100 + 9 * 100 * USER_BOOST.multiplier;
    expect(hour.resources[3]).toBe(made);
    expect(hour.tokensEarned).toBe(made);
    expect(hour.resourcesEvent[3]).toBeGreaterThan(0);
    expect(advance(advance(state, T0 + HOUR / 3), T0 + HOUR).tokensEarned).toBe(made);
  });

  it('accrues free spins up to the cap and pauses the clock when full', () => {
    expect(accrueFreeSpins(0, T0, T0 + 2 * FREE_SPIN_INTERVAL_MS)).toEqual({ spin: 3, nextFreeSpinAt: null });
    expect(accrueFreeSpins(0, T0, T0 + FREE_SPIN_INTERVAL_MS)).toEqual({ spin: 2, nextFreeSpinAt: T0 + 2 * FREE_SPIN_INTERVAL_MS });
    expect(accrueFreeSpins(5, T0, T0)).toEqual({ spin: 5, nextFreeSpinAt: null });
    expect(accrueFreeSpins(1, null, T0)).toEqual({ spin: 1, nextFreeSpinAt: null });
  });
});
