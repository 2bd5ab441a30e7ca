import { advance } from '#domain/advance';
import { claimableSteps } from '#domain/event-ladder';
import { useGameUser, useServerNow } from '../../data/index.ts';

/**
 * The event's share of the Events entry's counter: the ladder steps ready to claim, or 1 while an
 * event runs with none ready (so a running festival is never missed); 0 when none runs.
 */
export function useEventWaiting(): number {
  const row = useGameUser('main');
  const now = useServerNow(30_000);
  if (!row || !row.extras.eventRunning || row.view.eventSeason === null) return 0;
  return Math.max(1, claimableSteps(advance(row.view, now)));
}
