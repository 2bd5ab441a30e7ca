import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { challengeView, type ChallengeTaskView } from '#domain/daily-challenge';
import type { PlayerState } from '#domain/player';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { QuestsNavIcon } from '../../ui/icons/nav-icons.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { RewardChip } from '../../ui/reward-chip.tsx';
import styles from './quests.module.css';

/** A task as the player reads it: "Upgrade producers 5 times". */
function useTaskText(): (task: ChallengeTaskView) => string {
  const { t } = useLingui();
  return ({ kind, target }) => {
    switch (kind) {
      case 'upgrade':
        return t`${plural(target, { one: 'Upgrade a producer # time', other: 'Upgrade producers # times' })}`;
      case 'tractor':
        return t`${plural(target, { one: 'Unload the tractor # time', other: 'Unload the tractor # times' })}`;
      case 'spin':
        return t`${plural(target, { one: 'Spin the wheel # time', other: 'Spin the wheel # times' })}`;
      case 'card':
        return t`${plural(target, { one: 'Turn a lucky card # time', other: 'Turn lucky cards # times' })}`;
    }
  };
}

/**
 * Today's challenge from the domain's `challengeView`: three tasks picked by the UTC day, their
 * progress, the reward, and the countdown to the reset at 00:00 UTC (docs/game-design.md, "Daily loop").
 */
export function ChallengeCard({ view, now, onClaim }: { view: PlayerState; now: number; onClaim: () => void }) {
  const { t } = useLingui();
  const taskText = useTaskText();
  const challenge = challengeView(view, now);
  const claimable = challenge.complete && !challenge.claimed;
  return (
    <Card heading={t`Daily challenge`} icon={<QuestsNavIcon size={24} />} data-testid="daily-challenge" data-day={challenge.day}>
      <p className={styles.challengeReset}>
        {t`New challenge in`} <Countdown to={challenge.resetsAt} now={now} className={styles.challengeClock} />
      </p>
      <ul className={styles.challengeTasks}>
        {challenge.tasks.map((task) => {
          const text = taskText(task);
          const done = task.done;
          const target = task.target;
          return (
            <li
              key={task.kind}
              className={styles.challengeTask}
              data-testid={`challenge-task-${task.kind}`}
              data-done={done}
              data-target={target}
            >
              <span className={styles.challengeText}>
                {text}
                <span className={styles.challengeCount}>{t`${done} of ${target}`}</span>
              </span>
              <ProgressBar value={done / target} label={text} tone={done >= target ? 'green' : 'yellow'} height={8} />
            </li>
          );
        })}
      </ul>
      <div className={styles.challengeRewards}>
        {challenge.rewards.map((reward, index) => (
          <RewardChip key={index} reward={reward} size="sm" />
        ))}
      </div>
      <Button block variant={claimable ? 'gold' : 'ghost'} disabled={!claimable} onClick={onClaim} data-testid="challenge-claim">
        {challenge.claimed ? t`Done for today` : claimable ? t`Claim reward` : t`Finish all three to claim`}
      </Button>
    </Card>
  );
}
