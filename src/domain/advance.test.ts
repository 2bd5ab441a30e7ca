import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, accrueFreeSpins, isStorageFull, nextCompletionAt, touch } from './advance.ts';
import { CATALOG_V1, FREE_SPIN_INTERVAL_MS, OFFLINE_CAP_MS, producerDef, USER_BOOST, WATER_MULTIPLIER_PREMIUM } from './catalog.ts';
import { multiplierAt } from './multiplier.ts';
import { newPlayer } from './player.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { createProducer } from './producer.ts';
import { isValid, quantize } from './resources.ts';
import { stateArb, T0 } from './testing/arbitraries.ts';
import { HOUR, MINUTE } from './time.ts';

/**
 * The reference: every completion visited one at a time, in time order (ties by tier, then id,
 * then season), with the multiplier read at that instant. Slow and obviously right.
 */
function naiveAdvance(state: PlayerState, to: number): PlayerState {
  const end = Math.floor(to);
  if (end <= state.settledAt) return state;
  const horizon = Math.min(end, state.lastSeen + OFFLINE_CAP_MS);
  const held = [...state.resources, ...state.resourcesEvent];
  const lists = [state.producers.map((p) => ({ ...p })), state.producersEvent.map((p) => ({ ...p }))];
  const entries: { p: Producer; base: number; season: number }[] = [];
  lists.forEach((list, season) => {
    for (const p of list) if (p.is_continues) entries.push({ p, base: season * 4, season });
  });
  entries.sort((x, y) => x.p.tier - y.p.tier || (x.p._id < y.p._id ? -1 : x.p._id > y.p._id ? 1 : x.season - y.season));
  for (;;) {
    let next: (typeof entries)[number] | undefined;
    for (const entry of entries)
      if (next === undefined || entry.p.snapshot_time + entry.p.interval < next.p.snapshot_time + next.p.interval) next = entry;
    if (next === undefined) break;
    const time = next.p.snapshot_time + next.p.interval;
    if (time > horizon) break;
    const { p, base } = next;
    if (p.inputs.every((amount, k) => (held[base + k] ?? 0) >= amount)) {
      const multiplier = multiplierAt(state, time);
      p.inputs.forEach((amount, k) => (held[base + k] = (held[base + k] ?? 0) - amount));
      p.outputs.forEach((amount, k) => (held[base + k] = (held[base + k] ?? 0) + (amount > 0 ? quantize(k, amount * multiplier) : 0)));
      p.cycles += 1;
    }
    p.snapshot_time = time;
  }
  if (end > horizon) for (const { p } of entries) p.snapshot_time += end - Math.max(state.settledAt, horizon);
  const [producers = [], producersEvent = []] = lists;
  return {
    ...state,
    producers,
    producersEvent,
    resources: [held[0] ?? 0, held[1] ?? 0, held[2] ?? 0, held[3] ?? 0],
    resourcesEvent: [held[4] ?? 0, held[5] ?? 0, held[6] ?? 0, held[7] ?? 0],
  };
}

/** The parts of a state that production changes. */
function production(state: PlayerState): unknown {
  return {
    producers: state.producers,
    producersEvent: state.producersEvent,
    resources: state.resources,
    resourcesEvent: state.resourcesEvent,
  };
}

function continuous(id: string, level: number, now: number): Producer {
  const def = producerDef(CATALOG_V1, id);
  if (def === undefined) throw new Error(id);
  return createProducer(def, level, now);
}

const span = fc.integer({ min: 0, max: 5 * HOUR });

describe('advance: properties', () => {
  it('equals the naive per-cycle loop', () => {
    fc.assert(
      fc.property(stateArb(), span, (state, length) => {
        expect(production(advance(state, state.settledAt + length))).toEqual(production(naiveAdvance(state, state.settledAt + length)));
      }),
      { numRuns: 150 },
    );
  });

  it('split at any instant equals one step', () => {
    fc.assert(
      fc.property(stateArb(), span, fc.double({ min: 0, max: 1, noNaN: true }), (state, length, at) => {
        const to = state.settledAt + length;
        const middle = state.settledAt + Math.floor(length * at);
        expect(advance(advance(state, middle), to)).toEqual(advance(state, to));
      }),
      { numRuns: 150 },
    );
  });

  it('never leaves a resource negative or non-finite', () => {
    fc.assert(
      fc.property(stateArb({ maxLevel: 60 }), span, (state, length) => {
        const after = advance(state, state.settledAt + length);
        expect(isValid(after.resources) && isValid(after.resourcesEvent)).toBe(true);
        expect(Number.isInteger(after.resources[3]) && Number.isInteger(after.resourcesEvent[3])).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('consumes cycles × inputs and credits cycles × outputs (no boosts)', () => {
    fc.assert(
      fc.property(stateArb({ boosts: false }), span, (state, length) => {
        const after = advance(state, state.settledAt + length);
        for (const [key, resKey] of [
          ['producers', 'resources'],
          ['producersEvent', 'resourcesEvent'],
        ] as const) {
          const expected = [...state[resKey]];
          after[key].forEach((producer, index) => {
            const cycles = producer.cycles - (state[key][index]?.cycles ?? 0);
            producer.inputs.forEach((amount, k) => (expected[k] = (expected[k] ?? 0) - amount * cycles));
            producer.outputs.forEach((amount, k) => (expected[k] = (expected[k] ?? 0) + amount * cycles));
          });
          expect(after[resKey]).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('moves no resource before nextCompletionAt, and completes a cycle at it', () => {
    fc.assert(
      fc.property(stateArb(), span, (state, length) => {
        const next = nextCompletionAt(state);
        const before = advance(state, next === null ? state.settledAt + length : next - 1);
        expect([before.resources, before.resourcesEvent]).toEqual([state.resources, state.resourcesEvent]);
        if (next === null) return;
        const at = advance(state, next);
        expect([...at.producers, ...at.producersEvent].some((producer) => producer.is_continues && producer.snapshot_time === next)).toBe(
          true,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same result twice and does not touch its input', () => {
    fc.assert(
      fc.property(stateArb(), span, (state, length) => {
        const copy = structuredClone(state);
        const first = advance(state, state.settledAt + length);
        const second = advance(structuredClone(state), state.settledAt + length);
        expect(JSON.stringify(first)).toBe(JSON.stringify(second));
        expect(state).toEqual(copy);
      }),
      { numRuns: 100 },
    );
  });
});

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
    const sprouter = { ...continuous('sprouter', 10, T0), interval: 3000 };
    const field = { ...continuous('field', 10, T0), interval: 3000 };
    const state: PlayerState = { ...newPlayer(CATALOG_V1, T0, false), producers: [field, sprouter], resources: [100, 0, 0, 0] };
    expect(advance(state, T0 + 3000).resources).toEqual([0, 60, 0, 0]);
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

  it('accrues free spins up to the cap and pauses the clock when full', () => {
    expect(accrueFreeSpins(0, T0, T0 + 2 * FREE_SPIN_INTERVAL_MS)).toEqual({ spin: 3, nextFreeSpinAt: null });
    expect(accrueFreeSpins(0, T0, T0 + FREE_SPIN_INTERVAL_MS)).toEqual({ spin: 2, nextFreeSpinAt: T0 + 2 * FREE_SPIN_INTERVAL_MS });
    expect(accrueFreeSpins(5, T0, T0)).toEqual({ spin: 5, nextFreeSpinAt: null });
    expect(accrueFreeSpins(1, null, T0)).toEqual({ spin: 1, nextFreeSpinAt: null });
  });
});
