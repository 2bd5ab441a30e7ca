import { useLingui } from '@lingui/react/macro';
import type { Action } from '#domain/actions';
import { useCatalog, useGameAction, useGameUser, useQuestList, useServerNow, type ActionMoment } from '../../data/index.ts';
import { openExternalLink, openTelegramLink } from '../../platform/index.ts';
import { QuestsNavIcon } from '../../ui/icons/nav-icons.tsx';
import { Screen } from '../../ui/screen.tsx';
import { ChallengeCard } from './challenge-card.tsx';
import { CheckinCard } from './checkin-card.tsx';
import { questLink } from './quest-links.ts';
import { QuestRowView } from './quest-row.tsx';
import { actionableQuestCount } from '#domain/quests';
import { questRows, type QuestRow } from './quest-state.ts';
import styles from './quests.module.css';

/** Opens a quest's page: Telegram links through Telegram (the platform's link rule), others in the browser. */
function openQuestPage(url: string): void {
  if (url.startsWith('https://t.me/')) openTelegramLink(url);
  else openExternalLink(url);
}

/** The quests: the daily check-in, the daily challenge, then every quest with take and claim (one tap when already met), rewards to claim first. */
export function QuestsScreen() {
  const { t } = useLingui();
  const row = useGameUser('main');
  const server = useQuestList();
  const now = useServerNow(1000);
  const catalog = useCatalog();
  const act = useGameAction();
  const perform = async (action: Action, moment: ActionMoment) => (await act(action, { moment, announce: true })).ok;
  const view = row?.view;
  const rows = view ? questRows(catalog, view, server, now) : [];
  // The same count as the bar's counter: rewards to claim now, never quests that wait on the world outside (docs/screens.md).
  const toClaim = actionableQuestCount(rows);

  const take = async (quest: QuestRow) => {
    const link = questLink(quest.condition);
    if (link !== null) openQuestPage(link);
    await perform({ type: 'quest-take', questId: quest.id }, 'tap');
  };
  const takeAndClaim = async (quest: QuestRow) => {
    if (await perform({ type: 'quest-take', questId: quest.id }, 'tap'))
      await perform({ type: 'quest-claim', questId: quest.id }, 'reward');
  };
  const claim = async (quest: QuestRow) => {
    // The check-in quest is met by checking in: do both in one tap.
    if (quest.condition.type === 'checkin' && !quest.claimable && !(await perform({ type: 'checkin' }, 'reward'))) return;
    await perform({ type: 'quest-claim', questId: quest.id }, 'reward');
  };

  return (
    <Screen
      title={t`Quests`}
      icon={<QuestsNavIcon size={30} />}
      subtitle={t`Finish quests, earn tokens and boosts`}
      testId="quests"
      aside={
        toClaim > 0 ? (
          <span className={styles.availableBadge} data-testid="quests-to-claim" aria-label={t`Rewards to claim`}>
            {toClaim}
          </span>
        ) : null
      }
    >
      {view ? (
        <>
          <CheckinCard view={view} now={now} onCheckIn={() => void perform({ type: 'checkin' }, 'reward')} />
          <ChallengeCard view={view} now={now} onClaim={() => void perform({ type: 'challenge-claim' }, 'reward')} />
          <ul className={styles.list}>
            {rows.map((quest) => {
              const link = questLink(quest.condition);
              return (
                <QuestRowView
                  key={quest.id}
                  quest={quest}
                  now={now}
                  onTake={() => void take(quest)}
                  onClaim={() => void claim(quest)}
                  onTakeAndClaim={() => void takeAndClaim(quest)}
                  onOpen={
                    link === null
                      ? undefined
                      : () => {
                          openQuestPage(link);
                        }
                  }
                />
              );
            })}
          </ul>
        </>
      ) : (
        <p className={styles.loading}>{t`Loading your farm…`}</p>
      )}
    </Screen>
  );
}
