/**
 * view = confirmed + pending entries replayed (architecture, "An action"). Each pending action is
 * applied at the time the player made it, or at the moment the rules name when they refuse it for a
 * reason time cures (see apply.ts), with a
 * random source seeded by its idempotency key so replaying the same entries always gives the same
 * view. An entry the rules refuse on the new
 * confirmed state is skipped here; the server has the last word when it is flushed.
 */
import { applyWhenDue } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import { optimisticContext } from './apply.ts';
import type { OutboxEntry } from './db-rows.ts';

export interface ReplayedView {
  view: PlayerState;
  /** Server time the view is settled to, ms. */
  viewAt: number;
  /** Keys of the entries the rules refused on this confirmed state. */
  skipped: string[];
}

/** Replays `pending` (in outbox order) on `confirmed`, which the server settled at `confirmedAt`. */
export function replayPending(confirmed: PlayerState, confirmedAt: number, pending: readonly OutboxEntry[]): ReplayedView {
  let view = confirmed;
  let viewAt = confirmedAt;
  const skipped: string[] = [];
  for (const entry of pending) {
    // An action made before the snapshot is applied at the snapshot's time: time never runs back.
    const context = optimisticContext(Math.max(entry.at, viewAt), entry.key);
    const { outcome, at } = applyWhenDue(view, entry.action, context, Number.POSITIVE_INFINITY);
    if (outcome.ok) {
      view = outcome.value.state;
      viewAt = at;
    } else {
      skipped.push(entry.key);
    }
  }
  return { view, viewAt, skipped };
}
