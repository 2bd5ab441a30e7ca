/** Where a producer's cycle stands at an instant, from the rules (screens never re-derive it). */
import type { Producer } from './producer.ts';

/** Where a producer's cycle stands at an instant. */
export interface CycleView {
  /** idle: a manual producer waiting for a start; running; ready to collect; auto: continuous. */
  phase: 'idle' | 'running' | 'ready' | 'auto';
  /** Done fraction of the current cycle, 0 to 1. */
  progress: number;
  /** Time to the end of the current cycle, ms (0 when idle or ready). */
  leftMs: number;
}

/**
 * The cycle of `producer` at server time `now` (ms), `interval` long (the effective interval of
 * `producerView`). A continuous producer's `snapshot_time` is its last settled completion;
 * completions since then are shown as the cycle wrapping round.
 */
export function cycleView(producer: Producer, now: number, interval = producer.interval): CycleView {
  if (producer.is_continues) {
    const elapsed = Math.max(0, now - producer.snapshot_time) % interval;
    return { phase: 'auto', progress: elapsed / interval, leftMs: interval - elapsed };
  }
  const started = producer.cycle_started_at;
  if (started === null) return { phase: 'idle', progress: 0, leftMs: 0 };
  const elapsed = Math.max(0, now - started);
  if (elapsed >= interval) return { phase: 'ready', progress: 1, leftMs: 0 };
  return { phase: 'running', progress: elapsed / interval, leftMs: interval - elapsed };
}
