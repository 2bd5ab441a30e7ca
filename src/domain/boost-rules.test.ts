import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { advance } from './advance.ts';
import { acceptsWaterUpdate } from './boost-rules.ts';
import { INSTA_BOOST_MS, USER_BOOST, WATER_MULTIPLIER, WATER_MULTIPLIER_PREMIUM } from './catalog.ts';
import { multiplierAt } from './multiplier.ts';
import type { PlayerState } from './player.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer, reasonOf } from './testing/fixtures.ts';
import { MINUTE } from './time.ts';

function holding(state: PlayerState, kind: 'user' | 'insta', amount: number): PlayerState {
  return { ...state, boosts: state.boosts.map((b) => (b.type === kind ? { ...b, amount } : b)) };
}

describe('user boost', () => {
  it('doubles outputs for 30 min from now and is spent', () => {
    const { state } = apply(holding(player(), 'user', 2), { type: 'boost-use', boost: 'user' }, at(T0 + 100));
    const boost = state.boosts.find((b) => b.type === 'user');
    expect(boost).toMatchObject({ amount: 1, start_time: T0 + 100, end_time: T0 + 100 + USER_BOOST.durationMs });
    expect(multiplierAt(state, T0 + 100)).toBe(2);
    expect(multiplierAt(state, T0 + 100 + USER_BOOST.durationMs)).toBe(1);
    expect(state.amount_boost_history.at(-1)).toEqual({ type: 'user', amount: -1, time: T0 + 100, source: 'boost-use' });
  });

  it('extends a running window', () => {
    const first = apply(holding(player(), 'user', 2), { type: 'boost-use', boost: 'user' }, at(T0));
    const second = apply(first.state, { type: 'boost-use', boost: 'user' }, at(T0 + MINUTE));
    expect(second.state.boosts.find((b) => b.type === 'user')).toMatchObject({
      amount: 0,
      start_time: T0,
      end_time: T0 + 2 * USER_BOOST.durationMs,
    });
  });

  it('refuses without a boost held', () => {
    expect(reasonOf(applyAction(player(), { type: 'boost-use', boost: 'user' }, at(T0)))).toBe('NO_BOOST');
  });
});

describe('insta boost', () => {
  it("completes 60 min of one producer's cycles at once, inputs permitting", () => {
    const field = producer('field', 1);
    const state = holding(player({ producers: [producer('sprouter', 1), field], resources: [100, 0, 0, 0] }), 'insta', 1);
    const { state: after, result } = apply(state, { type: 'boost-use', boost: 'insta', producerId: 'field', season: 'main' }, at(T0));
    expect(Math.floor(INSTA_BOOST_MS / field.interval)).toBeGreaterThan(5);
    expect(result.cycles).toBe(5); // 100 seed feed five cycles of 20
    expect(after.resources).toEqual([0, 30, 0, 0]);
    expect(after.producers[1]).toMatchObject({ boosts: 1, cycles: 5 });
    expect(after.boosts.find((b) => b.type === 'insta')?.amount).toBe(0);
  });

  it('gives a full hour to a producer without inputs while that stays under the next purchase of what it makes', () => {
    const beehive = producer('beehive', 1);
    const { state, result } = apply(
      holding(player({ resources: [0, 0, 0, 0], producers: [producer('sprouter', 1), beehive] }), 'insta', 1),
      { type: 'boost-use', boost: 'insta', producerId: 'beehive' },
      at(T0),
    );
    const cycles = INSTA_BOOST_MS / beehive.interval;
    expect(result.cycles).toBe(cycles);
    expect(cycles * beehive.outputs[3]).toBeLessThan(beehive.next_level?.amounts[3] ?? 0);
    expect(state.resources[3]).toBe(cycles * beehive.outputs[3]);
  });

  it('refuses without a producer, an owned producer, inputs or a boost', () => {
    const state = holding(player({ resources: [0, 0, 0, 0], producers: [producer('sprouter', 1), producer('field', 1)] }), 'insta', 1);
    expect(reasonOf(applyAction(state, { type: 'boost-use', boost: 'insta' }, at(T0)))).toBe('NEEDS_PRODUCER');
    expect(reasonOf(applyAction(state, { type: 'boost-use', boost: 'insta', producerId: 'market' }, at(T0)))).toBe('NOT_OWNED');
    expect(reasonOf(applyAction(state, { type: 'boost-use', boost: 'insta', producerId: 'field' }, at(T0)))).toBe('NOT_ENOUGH_RESOURCES');
    expect(reasonOf(applyAction(holding(state, 'insta', 0), { type: 'boost-use', boost: 'insta', producerId: 'sprouter' }, at(T0)))).toBe(
      'NO_BOOST',
    );
  });
});

describe('water boost', () => {
  const watered = (premium: boolean): PlayerState =>
    player({ premium, waterBoost: { amount: 10, inuse: false, premiumTimestamp: null, multiplier: WATER_MULTIPLIER, timestamp: T0 } });

  it('turns on at 1.2, or 1.3 for premium users, and drains 1 per minute', () => {
    const plain = apply(watered(false), { type: 'water-toggle', on: true }, at(T0 + 1000)).state;
    expect(plain.waterBoost).toMatchObject({ inuse: true, multiplier: WATER_MULTIPLIER, timestamp: T0 + 1000, premiumTimestamp: null });
    const premium = apply(watered(true), { type: 'water-toggle', on: true }, at(T0 + 1000)).state;
    expect(premium.waterBoost).toMatchObject({ inuse: true, multiplier: WATER_MULTIPLIER_PREMIUM, premiumTimestamp: T0 + 1000 });
    const off = apply(plain, { type: 'water-toggle', on: false }, at(T0 + 1000 + 4 * MINUTE)).state;
    expect(off.waterBoost).toMatchObject({ inuse: false, amount: 6, timestamp: T0 + 1000 + 4 * MINUTE });
    expect(advance(plain, T0 + 1000 + 11 * MINUTE).waterBoost).toMatchObject({ inuse: false, amount: 0 });
  });

  it('multiplies what a producer makes by exactly 1.2, and 1.3 for a premium player, once turned on', () => {
    // A sprouter making 100 crops every 30 s, with ten minutes of water turned on at T0 through the rules.
    const made = (premium: boolean): number => {
      const state: PlayerState = {
        ...watered(premium),
        producers: [{ ...producer('sprouter', 10), interval: 30_000 }],
        resources: [0, 0, 0, 0],
      };
      const on = apply(state, { type: 'water-toggle', on: true }, at(T0)).state;
      return advance(on, T0 + 3 * MINUTE).resources[0];
    };
    expect(made(false)).toBe(6 * 120);
    expect(made(true)).toBe(6 * 130);
  });

  it('asking for the current state changes nothing; on needs water', () => {
    const state = watered(false);
    expect(apply(state, { type: 'water-toggle', on: false }, at(T0)).state.waterBoost).toEqual(state.waterBoost);
    expect(reasonOf(applyAction(player(), { type: 'water-toggle', on: true }, at(T0)))).toBe('NO_WATER');
  });

  it('lets a client apply an update only if more than 1 s newer', () => {
    expect(acceptsWaterUpdate({ timestamp: T0 }, { timestamp: T0 + 1000 })).toBe(false);
    expect(acceptsWaterUpdate({ timestamp: T0 }, { timestamp: T0 + 1001 })).toBe(true);
  });
});
