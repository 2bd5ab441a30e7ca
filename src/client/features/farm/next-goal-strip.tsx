import { useLingui } from '@lingui/react/macro';
import { producerDef } from '#domain/catalog';
import { nextGoal, type NextGoal } from '#domain/next-goal';
import type { PlayerState } from '#domain/player';
import { useCatalog } from '../../data/index.ts';
import { CostList } from '../../ui/cost-list.tsx';
import { useDurationText } from '../../ui/countdown.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { useProducerName } from '../../ui/producer-name.ts';
import styles from './farm.module.css';

function useGoalText(): (goal: NextGoal) => string {
  const { t } = useLingui();
  const producerName = useProducerName();
  const catalog = useCatalog();
  return (goal) => {
    const name = producerName({ id: goal.producerId, name: producerDef(catalog, goal.producerId)?.name ?? goal.producerId });
    const level = goal.level ?? 0;
    switch (goal.kind) {
      case 'start':
        return t`Tap Start on ${name}`;
      case 'collect':
        return goal.progress < 1 ? t`${name} is working: collect when the bar is full` : t`Collect from ${name}`;
      case 'upgrade':
        return t`Upgrade ${name} to level ${level}`;
      case 'buy':
        return t`Buy ${name}`;
      case 'automate':
        return t`Level ${level}: ${name} runs by itself`;
    }
  };
}

/** How long the goal takes at the farm's production now, or that a missing resource is not being made. */
function GoalEta({ eta }: { eta: number | null }) {
  const { t } = useLingui();
  const duration = useDurationText();
  if (eta === null) return <span data-testid="next-goal-eta">{t`not being made yet`}</span>;
  const time = duration(eta);
  return (
    <span data-testid="next-goal-eta">
      {t({
        message: `about ${time} at this rate`,
        comment: 'How long until the next goal is affordable at the current production, e.g. about 2h 5m at this rate',
      })}
    </span>
  );
}

/** The farm's next goal: what to do now (a new player learns by doing it), how far it is and how long it takes. */
export function NextGoalStrip({ live, now }: { live: PlayerState; now: number }) {
  const { t } = useLingui();
  const text = useGoalText();
  const goal = nextGoal(useCatalog(), live, now);
  if (!goal) return null;
  const missing = goal.missing.some((amount) => amount > 0);
  return (
    <section className={styles.goal} data-testid="next-goal" data-goal={`${goal.kind}:${goal.producerId}`} aria-live="polite">
      <span className={styles.goalLabel}>{t`Next goal`}</span>
      <p className={styles.goalText}>{text(goal)}</p>
      {missing ? (
        <p className={styles.goalMissing} data-testid="next-goal-missing">
          <CostList amounts={goal.missing} />
          <span>{t`to go`}</span>
          <GoalEta eta={goal.eta} />
        </p>
      ) : null}
      <ProgressBar value={goal.progress} label={t`Progress to the next goal`} tone="yellow" steady height={8} />
    </section>
  );
}
