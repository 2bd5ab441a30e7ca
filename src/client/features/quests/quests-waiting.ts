import { useCatalog, useGameUser, useQuestList, useServerNow } from '../../data/index.ts';
import { availableQuestCount } from '#domain/quests';
import { questOptions } from './quest-state.ts';

/** How many quests the player can take now, for the menu's counter. */
export function useQuestsWaiting(): number {
  const row = useGameUser('main');
  const server = useQuestList();
  const now = useServerNow(30_000);
  const catalog = useCatalog();
  return row ? availableQuestCount(catalog, row.view, questOptions(server, now)) : 0;
}
