import { useCatalog, useGameUser, useQuestList, useServerNow } from '../../data/index.ts';
import { actionableQuestCount } from '#domain/quests';
import { questRows } from './quest-state.ts';

/** How many quests the player can act on now (a reward to claim), for the menu's counter. */
export function useQuestsWaiting(): number {
  const row = useGameUser('main');
  const server = useQuestList();
  const now = useServerNow(30_000);
  const catalog = useCatalog();
  return row ? actionableQuestCount(questRows(catalog, row.view, server, now)) : 0;
}
