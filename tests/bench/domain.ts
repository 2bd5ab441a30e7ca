/**
 * `npm run bench:domain`: median time of `advance` for a player whose every producer of both
 * seasons is continuous, settling (1) a 3 h absence with a user-boost window in the middle and
 * (2) one 16 ms frame. Targets: under 100 µs and under 10 µs.
 */
import { advance } from '#domain/advance';
import { CATALOG_V1, PRODUCERS } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import type { PlayerState } from '#domain/player';
import { createProducer } from '#domain/producer';
import { HOUR, MINUTE } from '#domain/time';
import { median } from './stats.ts';

const T0 = 1_700_000_000_000;

/** Every producer of both seasons at `level` (continuous from 10), a few cycles into their current one. */
function benchPlayer(level: number, stock: number): PlayerState {
  const base = newPlayer(CATALOG_V1, T0, true);
  const all = PRODUCERS.map((def, index) => {
    const producer = createProducer(def, level + index, T0);
    return { ...producer, snapshot_time: T0 - Math.floor(producer.interval / (index + 2)) };
  });
  const boosts = base.boosts.map((boost) =>
    boost.type === 'user' ? { ...boost, amount: 1, start_time: T0 + 80 * MINUTE, end_time: T0 + 110 * MINUTE } : boost,
  );
  return {
    ...base,
    producers: all.filter((p) => !p._id.startsWith('event-')),
    producersEvent: all.filter((p) => p._id.startsWith('event-')),
    eventSeason: 'bench',
    resources: [stock, stock, stock, 0],
    resourcesEvent: [stock, stock, stock, 0],
    boosts,
  };
}

/** Median of `runs` timings of `work`, µs. */
function timeMedian(runs: number, work: () => unknown): number {
  const times: number[] = [];
  let sink = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    const out = work();
    times.push((performance.now() - start) * 1000);
    if (out !== null) sink += 1;
  }
  if (sink !== runs) throw new Error('unexpected null');
  return median(times);
}

function report(label: string, micros: number, target: number): void {
  const verdict = micros < target ? 'ok' : 'OVER TARGET';
  console.log(`${label.padEnd(58)} median ${micros.toFixed(2).padStart(8)} µs   target < ${target} µs   ${verdict}`);
}

/** Measures both targets for `state`; `targeted` says whether the targets apply to it. */
function measure(name: string, state: PlayerState, targeted: boolean): void {
  // Warm up so the JIT has compiled the settlement path before measuring.
  timeMedian(300, () => advance(state, T0 + 3 * HOUR));
  const absence = timeMedian(2000, () => advance(state, T0 + 3 * HOUR));
  const settled = advance(state, T0 + 90 * MINUTE);
  timeMedian(2000, () => advance(settled, T0 + 90 * MINUTE + 16));
  const frame = timeMedian(20_000, () => advance(settled, T0 + 90 * MINUTE + 16));
  if (targeted) {
    report(`3 h absence, boost window in the middle (${name})`, absence, 100);
    report(`16 ms frame (${name})`, frame, 10);
  } else {
    console.log(`  ${name}: 3 h absence ${absence.toFixed(2)} µs, 16 ms frame ${frame.toFixed(2)} µs`);
  }
}

/** The levels benchPlayer(`from`) gives, for the labels. */
const levels = (from: number): string => `levels ${from}-${from + PRODUCERS.length - 1}`;
console.log(`advance(): every producer of both seasons continuous (${PRODUCERS.length} producers)`);
measure(`${levels(10)}, inputs not the limit`, benchPlayer(10, 1_000_000), true);
console.log('For information, where inputs ARE the limit (starving producers are settled one completion at a time, by design):');
measure(`${levels(10)}, empty stores`, benchPlayer(10, 0), false);
measure(`${levels(20)}, modest stores`, benchPlayer(20, 5_000), false);
