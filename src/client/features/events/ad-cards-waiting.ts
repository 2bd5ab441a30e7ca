import { readyAdCardCount } from '#domain/ad-cards';
import { useCatalog, useGameUser, useServerNow } from '../../data/index.ts';

/** How many ad cards can be watched now, for the menu's counter. */
export function useAdCardsWaiting(): number {
  const row = useGameUser('main');
  const now = useServerNow(30_000);
  const catalog = useCatalog();
  return row ? readyAdCardCount(catalog, row.view, now) : 0;
}
