/**
 * Product notes, section 4: continuous producers are tracked with interval, output amounts,
 * snapshot time, boost end time and multiplier; a producer under a boost that is not continuous is
 * tracked in a separate boost map. Both are derived from a snapshot at one instant, for screens
 * that draw progress without running the rules themselves.
 */
import { multiplierAt, multiplierChanges } from '#domain/multiplier';
import type { PlayerState, Producer } from '#domain/player';
import type { Resources } from '#domain/resources';

/** A continuous producer at the instant of the snapshot. */
export interface ContinuousTrack {
  season: 'main' | 'event';
  /** Cycle length, ms. */
  interval: number;
  /** Made per cycle before multipliers. */
  outputs: Resources;
  /** Last settled completion, ms (the next completes at snapshotTime + interval). */
  snapshotTime: number;
  /** When the multiplier in force ends, ms; null when no boost is running. */
  boostEndTime: number | null;
  /** Multiplier in force. */
  multiplier: number;
}

/** A manual producer while a boost is running. */
export interface BoostTrack {
  season: 'main' | 'event';
  /** When the boost ends, ms. */
  boostEndTime: number | null;
  multiplier: number;
  /** Start of the running cycle, ms; null when idle. */
  cycleStartedAt: number | null;
}

/** Keyed by `<season>:<producer id>`. */
export interface ProducerTracking {
  /** Server time the tracking was computed at, ms. */
  at: number;
  continuous: Record<string, ContinuousTrack>;
  boosted: Record<string, BoostTrack>;
}

/** How far ahead a boost end is looked for, ms (longer than any boost window). */
const HORIZON_MS = 7 * 24 * 3_600_000;

/** The producers of both seasons with their season. */
function allProducers(state: PlayerState): { season: 'main' | 'event'; producer: Producer }[] {
  return [
    ...state.producers.map((producer) => ({ season: 'main' as const, producer })),
    ...state.producersEvent.map((producer) => ({ season: 'event' as const, producer })),
  ];
}

/** The tracking maps of `state` at server time `at` (ms). */
export function trackProducers(state: PlayerState, at: number): ProducerTracking {
  const multiplier = multiplierAt(state, at);
  const boosted = multiplier !== 1;
  const boostEndTime = boosted ? (multiplierChanges(state, at, at + HORIZON_MS)[0] ?? null) : null;
  const tracking: ProducerTracking = { at, continuous: {}, boosted: {} };
  for (const { season, producer } of allProducers(state)) {
    const key = `${season}:${producer._id}`;
    if (producer.is_continues) {
      tracking.continuous[key] = { season, interval: producer.interval, outputs: producer.outputs, snapshotTime: producer.snapshot_time, boostEndTime, multiplier };
    } else if (boosted) {
      tracking.boosted[key] = { season, boostEndTime, multiplier, cycleStartedAt: producer.cycle_started_at };
    }
  }
  return tracking;
}
