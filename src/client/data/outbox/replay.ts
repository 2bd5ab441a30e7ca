/**
 * view = confirmed + pending entries replayed (architecture, "An action"). Each pending action is
 * applied as the server will apply it: at the time the player made it, bounded by the domain's
 * `actionTime` (not before what is settled, not after now), or at the moment the rules name when
 * they refuse it for a reason time cures by now; with a random source seeded by its idempotency
 * key, so replaying the same entries always gives the same view. An entry the rules refuse on the
 * new confirmed state is skipped here; the server has the last word when it is flushed.
 */
import { actionTime, applyWhenDue } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import { optimisticContext } from './apply.ts';
import type { OutboxEntry } from '../storage/db-rows.ts';

export interface ReplayedView {
  view: PlayerState;
  /** Server time the view is settled to, ms. */
  viewAt: number;
  /** Keys of the entries the rules refused on this confirmed state. */
  skipped: string[];
}

/**
 * Replays `pending` (in outbox order) on `confirmed`, which the server answered at `confirmedAt`;
 * `now` is the server time now, ms.
 */
export function replayPending(confirmed: PlayerState, confirmedAt: number, pending: readonly OutboxEntry[], now: number): ReplayedView {
  let view = confirmed;
  let viewAt = confirmedAt;
  const skipped: string[] = [];
  for (const entry of pending) {
    const context = optimisticContext(actionTime(view, entry.at, now), entry.key);
    const { outcome, at } = applyWhenDue(view, entry.action, context, now);
    if (outcome.ok) {
      view = outcome.value.state;
      viewAt = Math.max(viewAt, at);
    } else {
      skipped.push(entry.key);
    }
  }
  return { view, viewAt, skipped };
}
