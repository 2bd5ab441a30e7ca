/**
 * view = rebase(confirmed, pending): the last state the server confirmed with every action it has
 * not answered yet applied on top, in the order the player made them (docs/architecture.md, "One
 * tap"). Each pending action is applied as the server will apply it: at the time the player made
 * it, bounded by the domain's `actionTime` (not before what is settled, not after now), or at the
 * moment the rules name when they refuse it for a reason time cures by now. An action the rules
 * refuse on the new confirmed state is skipped here; the server has the last word when it is sent.
 */
import { actionTime, applyWhenDue, type Action } from '#domain/actions';
import type { Catalog } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { optimisticContext } from './action-context.ts';

/** A pending action as the rebase needs it: what, under which key, when the player made it. */
export interface PendingStep {
  key: string;
  action: Action;
  /** Server time the player acted, ms. */
  at: number;
}

export interface RebasedView {
  view: PlayerState;
  /** Server time the view is settled to, ms. */
  viewAt: number;
  /** Keys of the actions the rules refused on this confirmed state. */
  skipped: string[];
}

/**
 * Applies `pending` (oldest first) on `confirmed`, which the server answered at `confirmedAt`;
 * `now` is the server time now, ms.
 */
export function rebase(
  catalog: Catalog,
  confirmed: PlayerState,
  confirmedAt: number,
  pending: readonly PendingStep[],
  now: number,
): RebasedView {
  let view = confirmed;
  let viewAt = confirmedAt;
  const skipped: string[] = [];
  for (const step of pending) {
    const context = optimisticContext(catalog, actionTime(view, step.at, now), step.key);
    const { outcome, at } = applyWhenDue(view, step.action, context, now);
    if (outcome.ok) {
      view = outcome.value.state;
      viewAt = Math.max(viewAt, at);
    } else {
      skipped.push(step.key);
    }
  }
  return { view, viewAt, skipped };
}
