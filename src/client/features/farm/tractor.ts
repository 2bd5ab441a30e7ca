/**
 * When the tractor crosses the farm. The player's record (`view.events.TRACTOR`) moves at once when
 * the tractor is claimed; the event list carries the product notes' rule, applied at the last
 * sync: a latest trigger older than 2 minutes reads as 90 s ago, so a returning player does not
 * find the tractor waiting the moment the farm opens.
 */
import { EVENTS } from '#domain/catalog';
import { staleTractorTrigger } from '#domain/events';
import type { PlayerState } from '#domain/player';
import { utcDay } from '#domain/time';

/** What the farm needs to know of the tractor at an instant. */
export interface TractorState {
  /** The tractor is on the farm: a tap claims its reward. */
  due: boolean;
  /** When it comes next (ms), or null when today's limit is reached. */
  nextAt: number | null;
}

/**
 * The tractor at server time `now` (ms). `listedLatest` is the latest trigger of the synced event
 * list (the stale rule already applied), or undefined before any sync; `openedAt` is when the farm
 * was opened, for the stale rule when there is no list.
 */
export function tractorState(view: PlayerState, listedLatest: number | undefined, openedAt: number, now: number): TractorState {
  const def = EVENTS.TRACTOR;
  const record = view.events.TRACTOR;
  const latest = Math.max(listedLatest ?? staleTractorTrigger(record.latest_trigger, openedAt), record.latest_trigger);
  const today = record.day === utcDay(now) ? record.triggerCount : 0;
  if (today >= def.triggerLimit) return { due: false, nextAt: null };
  const nextAt = latest + def.interval;
  return { due: now >= nextAt, nextAt };
}
