import { useLingui } from '@lingui/react/macro';
import type { QuestCondition } from '#domain/catalog-types';
import { Button } from '../../ui/button.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { FieldIcon, MarketIcon } from '../../ui/icons/producer-icons.tsx';
import { FriendsNavIcon } from '../../ui/icons/more-nav-icons.tsx';
import { TelegramIcon } from '../../ui/icons/social-icons.tsx';
import { LinkedInIcon, SpeedometerIcon, TikTokIcon } from '../../ui/icons/quest-icons.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { useRewardPreview } from '../../data/index.ts';
import { RewardChip } from '../../ui/reward-chip.tsx';
import type { QuestRow } from './quest-state.ts';
import { QUEST_TITLES } from './quest-titles.ts';
import styles from './quests.module.css';

function QuestIcon({ condition }: { condition: QuestCondition }) {
  switch (condition.type) {
    case 'checkin':
      return <TokenIcon size={30} />;
    case 'level':
      return <SpeedometerIcon size={30} />;
    case 'own':
      return condition.producer === 'market' ? <MarketIcon size={30} /> : <FieldIcon size={30} />;
    case 'invite':
      return <FriendsNavIcon size={30} />;
    case 'channel':
      return <TelegramIcon size={30} />;
    case 'follow':
      return condition.network === 'tiktok' ? <TikTokIcon size={30} /> : <LinkedInIcon size={30} />;
  }
}

interface QuestRowProps {
  quest: QuestRow;
  now: number;
  onTake: () => void;
  onClaim: () => void;
  /** Takes a quest whose condition already holds and claims it. */
  onTakeAndClaim: () => void;
  /** Opens the quest's page (channel, social network); absent for quests played in the game. */
  onOpen?: (() => void) | undefined;
}

function QuestAction({ quest, now, onTake, onClaim, onTakeAndClaim, onOpen }: QuestRowProps) {
  const { t } = useLingui();
  if (quest.status === 'COMPLETED') {
    return <span className={styles.done}>✓ {t`Done`}</span>;
  }
  if (quest.status === 'NONE' && quest.claimableOnTake) {
    // Already met: taking and claiming are one tap. The same frame as a taken quest's Claim below, so
    // the button stays the same element while the view passes from one state to the other.
    return (
      <span className={styles.pendingActions}>
        {null}
        <Button size="sm" variant="gold" glow onClick={onTakeAndClaim} data-testid={`claim-${quest.id}`}>
          {t`Claim`}
        </Button>
      </span>
    );
  }
  if (quest.status === 'NONE') {
    return (
      <Button size="sm" variant="secondary" onClick={onTake} data-testid={`take-${quest.id}`}>
        {t`Take`}
      </Button>
    );
  }
  if (!quest.claimable && quest.claimableAt !== null && now < quest.claimableAt) {
    return (
      <Button size="sm" variant="gold" disabled data-testid={`claim-${quest.id}`}>
        <Countdown to={quest.claimableAt} now={now} />
      </Button>
    );
  }
  return (
    <span className={styles.pendingActions}>
      {onOpen && !quest.claimable ? (
        <Button size="sm" variant="ghost" onClick={onOpen}>
          {t`Open`}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="gold"
        glow={quest.claimable}
        className={quest.claimable ? undefined : styles.dim}
        onClick={onClaim}
        data-testid={`claim-${quest.id}`}
      >
        {t`Claim`}
      </Button>
    </span>
  );
}

/** One quest: icon, title, rewards, progress, and take, claim or done. */
export function QuestRowView(props: QuestRowProps) {
  const { i18n, t } = useLingui();
  const { quest } = props;
  const preview = useRewardPreview();
  const descriptor = QUEST_TITLES[quest.id];
  const title = descriptor ? i18n._(descriptor) : quest.title;
  const statusLabel = {
    available: t`Available`,
    met: t`Ready to claim`,
    'in-progress': t`In progress`,
    done: t`Completed`,
  }[quest.stage];
  return (
    <li
      className={[styles.quest, styles[quest.status.toLowerCase()] ?? ''].join(' ')}
      data-testid={`quest-${quest.id}`}
      data-status={quest.status}
      data-stage={quest.stage}
    >
      <span className={styles.questIcon}>
        <QuestIcon condition={quest.condition} />
      </span>
      <div className={styles.questBody}>
        <span className={styles.questTitle}>{title}</span>
        <span className={styles.rewards}>
          {quest.rewards.map((reward, index) => (
            <RewardChip key={index} reward={reward} size="sm" preview={preview?.(reward)} />
          ))}
        </span>
        <span className={[styles.stage, quest.stage === 'met' ? styles.met : ''].join(' ')} data-testid={`stage-of-${quest.id}`}>
          {statusLabel}
        </span>
        {quest.progress && quest.stage === 'in-progress' ? (
          <span className={styles.progress}>
            <ProgressBar value={quest.progress.done / quest.progress.needed} label={title} height={8} />
            <span>
              {quest.progress.done}/{quest.progress.needed}
            </span>
          </span>
        ) : null}
      </div>
      <QuestAction {...props} />
    </li>
  );
}
