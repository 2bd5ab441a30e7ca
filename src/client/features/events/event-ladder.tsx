import { useLingui } from '@lingui/react/macro';
import { eventPoints, ladderView } from '#domain/event-ladder';
import type { PlayerState } from '#domain/player';
import { useGameAction } from '../../data/index.ts';
import { useAmountFormat } from '../../ui/amount.ts';
import { Button } from '../../ui/button.tsx';
import { TokenIcon } from '../../ui/icons/resource-icons.tsx';
import { RewardChip } from '../../ui/reward-chip.tsx';
import styles from './festival.module.css';

/**
 * The event's reward ladder, shown from the start: each step's event tokens and its reward (paid
 * into the main season), reached steps claimable once.
 */
export function EventLadder({ live }: { live: PlayerState }) {
  const { t } = useLingui();
  const perform = useGameAction();
  const format = useAmountFormat();
  const points = eventPoints(live);
  const shownPoints = format.amount(points);
  return (
    <section className={styles.ladder} aria-label={t`Festival rewards`} data-testid="event-ladder">
      <h3 className={styles.ladderTitle}>{t`Festival rewards`}</h3>
      <p className={styles.ladderLead}>{t`Earn festival tokens to climb; rewards go to your farm. You have ${shownPoints}.`}</p>
      <ol className={styles.steps}>
        {ladderView(live).map((step) => {
          const goal = format.amount(step.points);
          const toGo = format.amount(step.toGo);
          const state = step.claimed ? 'claimed' : step.claimable ? 'ready' : 'locked';
          return (
            <li key={step.index} className={styles.step} data-state={state} data-testid={`ladder-step-${step.index}`}>
              <span className={styles.stepGoal}>
                <TokenIcon size={18} />
                {goal}
              </span>
              <span className={styles.stepReward}>
                <RewardChip reward={step.reward} size="sm" />
              </span>
              {step.claimed ? (
                <span className={styles.stepDone}>{t`Claimed`}</span>
              ) : !step.reached ? (
                <span className={styles.stepDone}>{t`${toGo} to go`}</span>
              ) : (
                <Button
                  size="sm"
                  variant="gold"
                  glow
                  className={styles.stepButton}
                  onClick={() => void perform({ type: 'event-ladder-claim', step: step.index }, { moment: 'reward', announce: true })}
                >
                  {t`Claim`}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
