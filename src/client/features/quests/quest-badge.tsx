import { useLingui } from '@lingui/react/macro';
import { useGameUser, useQuestList, useServerNow } from '../../data/index.ts';
import { availableQuestCount } from '#domain/quests';
import { questOptions } from './quest-state.ts';
import styles from './quest-badge.module.css';

/** The count of quests available to take, for the menu; nothing when there are none. */
export function QuestBadge() {
  const { t } = useLingui();
  const row = useGameUser('main');
  const server = useQuestList();
  const now = useServerNow(30_000);
  if (!row) return null;
  const count = availableQuestCount(row.view, questOptions(server, now));
  if (count === 0) return null;
  return (
    <span className={styles.badge} data-testid="quests-badge" aria-label={t`Quests available: ${count}`}>
      {count}
    </span>
  );
}
