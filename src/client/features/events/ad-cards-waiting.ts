import { readyAdCardCount } from '#domain/ad-cards';
import { useGameUser, useServerNow } from '../../data/index.ts';

/** How many ad cards can be watched now, for the menu's counter. */
export function useAdCardsWaiting(): number {
  const row = useGameUser('main');
  const now = useServerNow(30_000);
  return row ? readyAdCardCount(row.view, now) : 0;
}
