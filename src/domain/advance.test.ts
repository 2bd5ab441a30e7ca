import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advance, nextCompletionAt } from './advance.ts';
import { OFFLINE_CAP_MS } from './catalog.ts';
import { multiplierAt } from './multiplier.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { isValid, quantize } from './resources.ts';
import { stateArb } from './testing/arbitraries.ts';
import { withEffectiveIntervals } from './throttle.ts';
import { HOUR } from './time.ts';

/**
 * The reference: every completion visited one at a time, in time order (ties by tier, then id,
 * then season), with the multiplier read at that instant, each producer cycling at its effective
 * interval (the supply share, `throttle.ts`). Slow and obviously right.
 */
function naiveAdvance(state: PlayerState, to: number): PlayerState {
  const end = Math.floor(to);
  if (end <= state.settledAt) return state;
  const horizon = Math.min(end, state.lastSeen + OFFLINE_CAP_MS);
  const held = [...state.resources, ...state.resourcesEvent];
  let tokensEarned = state.tokensEarned;
  // Effective intervals are fixed by levels; a snapshot is counted from at most one cycle before `settledAt`.
  const effective = (list: Producer[]): Producer[] =>
    withEffectiveIntervals(list).map((p) => ({
      ...p,
      snapshot_time: Math.max(Math.min(p.snapshot_time, state.settledAt), state.settledAt - p.interval + 1),
    }));
  const lists = [effective(state.producers), effective(state.producersEvent)];
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
      p.outputs.forEach((amount, k) => {
        const made = amount > 0 ? quantize(k, amount * multiplier) : 0;
        held[base + k] = (held[base + k] ?? 0) + made;
        if (base === 0 && k === 3) tokensEarned += made; // the main season's tokens made count as earned
      });
      p.cycles += 1;
    }
    p.snapshot_time = time;
  }
  if (end > horizon) for (const { p } of entries) p.snapshot_time += end - Math.max(state.settledAt, horizon);
  // Only the settled progress changes: the stored producers keep their level's interval.
  const settled = (list: Producer[], stored: Producer[]): Producer[] =>
    stored.map((p, index) => {
      const run = list[index];
      if (!p.is_continues || run === undefined) return p;
      const moved = run.snapshot_time !== p.snapshot_time || run.cycles !== p.cycles;
      return moved ? { ...p, snapshot_time: run.snapshot_time, cycles: run.cycles } : p;
    });
  const [producers = [], producersEvent = []] = lists;
  return {
    ...state,
    producers: settled(producers, state.producers),
    producersEvent: settled(producersEvent, state.producersEvent),
    resources: [held[0] ?? 0, held[1] ?? 0, held[2] ?? 0, held[3] ?? 0],
    resourcesEvent: [held[4] ?? 0, held[5] ?? 0, held[6] ?? 0, held[7] ?? 0],
    tokensEarned,
  };
}

/** The parts of a state that production changes. */
function production(state: PlayerState): unknown {
  return {
    producers: state.producers,
    producersEvent: state.producersEvent,
    resources: state.resources,
    resourcesEvent: state.resourcesEvent,
    tokensEarned: state.tokensEarned,
  };
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
