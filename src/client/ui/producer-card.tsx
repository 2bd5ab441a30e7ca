import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Producer } from '#domain/player';
import type { Resources } from '#domain/resources';
import { Button } from './button.tsx';
import { clockText, useDurationText } from './countdown.tsx';
import { CostList } from './cost-list.tsx';
import { ProducerIcon } from './producer-icon.tsx';
import { useProducerName } from './producer-name.ts';
import { ProgressBar } from './progress-bar.tsx';
import styles from './producer-card.module.css';

/** Where a producer's cycle stands at an instant. */
export interface CycleView {
  /** idle: a manual producer waiting for a start; running; ready to collect; auto: continuous. */
  phase: 'idle' | 'running' | 'ready' | 'auto';
  /** Done fraction of the current cycle, 0 to 1. */
  progress: number;
  /** Time to the end of the current cycle, ms (0 when idle or ready). */
  leftMs: number;
}

/**
 * The cycle of `producer` at server time `now` (ms). A continuous producer's `snapshot_time` is
 * its last settled completion; completions since then are shown as the cycle wrapping round.
 */
export function cycleView(producer: Producer, now: number): CycleView {
  const { interval } = producer;
  if (producer.is_continues) {
    const elapsed = Math.max(0, now - producer.snapshot_time) % interval;
    return { phase: 'auto', progress: elapsed / interval, leftMs: interval - elapsed };
  }
  const started = producer.cycle_started_at;
  if (started === null) return { phase: 'idle', progress: 0, leftMs: 0 };
  const elapsed = Math.max(0, now - started);
  if (elapsed >= interval) return { phase: 'ready', progress: 1, leftMs: 0 };
  return { phase: 'running', progress: elapsed / interval, leftMs: interval - elapsed };
}

export interface ProducerCardProps {
  producer: Producer;
  /** Server time, ms. */
  now: number;
  /** The season's resources now, to mark what the player cannot pay. */
  held: Resources;
  /** One cycle's outputs under the boosts in force now (the domain's `outputsAt`). */
  outputs: Resources;
  /** What the next level costs now (the domain's `upgradePrice`); null at the top level. */
  upgradeCost: Resources | null;
  /** The rules accept a start and an upgrade now (dry runs of the actions). */
  canStart: boolean;
  canUpgrade: boolean;
  /** Production stopped at the offline cap: the cycle does not move until the next contact. */
  storageFull?: boolean;
  onStart: () => void;
  onCollect: () => void;
  onUpgrade: () => void;
}

function CycleAction({
  producer,
  cycle,
  canStart,
  onStart,
  onCollect,
}: Pick<ProducerCardProps, 'producer' | 'canStart' | 'onStart' | 'onCollect'> & { cycle: CycleView }) {
  const { t } = useLingui();
  const id = producer._id;
  if (cycle.phase === 'auto') {
    return <span className={styles.auto}>{t`Auto`}</span>;
  }
  if (cycle.phase === 'idle') {
    const short = !canStart;
    return (
      <Button size="sm" className={short ? styles.dim : undefined} data-testid={`start-${id}`} onClick={onStart}>
        {t`Start`}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="gold"
      glow={cycle.phase === 'ready'}
      disabled={cycle.phase !== 'ready'}
      data-testid={`collect-${id}`}
      onClick={onCollect}
    >
      {cycle.phase === 'ready' ? t`Collect` : clockText(cycle.leftMs)}
    </Button>
  );
}

function UpgradeRow({
  producer,
  held,
  upgradeCost,
  canUpgrade,
  onUpgrade,
}: Pick<ProducerCardProps, 'producer' | 'held' | 'upgradeCost' | 'canUpgrade' | 'onUpgrade'>) {
  const { t } = useLingui();
  const duration = useDurationText();
  const next = producer.next_level;
  if (next === null || upgradeCost === null) return <p className={styles.maxed}>{t`Highest level reached`}</p>;
  const level = producer.level + 1;
  const affordable = canUpgrade;
  const becomesAuto = !producer.is_continues && level >= producer.is_continues_level;
  return (
    <button
      type="button"
      className={[styles.upgrade, affordable ? styles.affordable : ''].join(' ')}
      data-testid={`upgrade-${producer._id}`}
      onClick={onUpgrade}
    >
      <span className={styles.upgradeTitle}>
        <span aria-hidden="true">▲</span> {t`Level ${level}`}
      </span>
      <CostList amounts={upgradeCost} held={held} />
      <span className={styles.faster} title={t`Cycle length after the upgrade`}>
        {duration(producer.interval)} → <strong>{duration(next.interval)}</strong>
      </span>
      {becomesAuto ? <span className={styles.autoHint}>{t`Runs by itself`}</span> : null}
    </button>
  );
}

/** One producer of the farm: drawn icon, level, cycle, start or collect, and the next level. */
export function ProducerCard({
  producer,
  now,
  held,
  outputs,
  upgradeCost,
  canStart,
  canUpgrade,
  storageFull = false,
  onStart,
  onCollect,
  onUpgrade,
}: ProducerCardProps) {
  const { t } = useLingui();
  const duration = useDurationText();
  const producerName = useProducerName();
  const cycle = cycleView(producer, now);
  const level = producer.level;
  const name = producerName({ id: producer._id, name: producer.name });
  const every = duration(producer.interval);
  let status: ReactNode = null;
  if (storageFull && cycle.phase === 'auto') status = <span className={styles.full}>{t`Storage full`}</span>;
  else if (cycle.phase === 'auto') status = clockText(cycle.leftMs);
  else if (cycle.phase === 'ready') status = t`Ready!`;
  return (
    <article
      className={[styles.card, cycle.phase === 'ready' ? styles.ready : ''].join(' ')}
      data-testid={`producer-${producer._id}`}
      data-phase={cycle.phase}
    >
      <div className={styles.top}>
        <div className={styles.art}>
          <ProducerIcon type={producer.type} size={52} />
          <span className={styles.level} data-testid={`level-${producer._id}`}>
            {t`Lv ${level}`}
          </span>
        </div>
        <div className={styles.info}>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.io}>
            <CostList amounts={outputs} sign="+" />
            <span className={styles.every}>{t`every ${every}`}</span>
          </p>
          {producer.inputs.some((amount) => amount > 0) ? (
            <p className={styles.io}>
              <span className={styles.uses}>{t`uses`}</span>
              <CostList amounts={producer.inputs} held={cycle.phase === 'idle' ? held : undefined} />
            </p>
          ) : null}
        </div>
        <div className={styles.action}>
          <CycleAction producer={producer} cycle={cycle} canStart={canStart} onStart={onStart} onCollect={onCollect} />
        </div>
      </div>
      <div className={styles.progressRow}>
        <ProgressBar
          value={cycle.progress}
          label={t`Cycle of ${name}`}
          tone={cycle.phase === 'ready' ? 'yellow' : 'green'}
          running={cycle.phase === 'auto' && !storageFull}
          height={12}
          className={styles.progress}
          steady
        />
        {status === null ? null : <span className={styles.status}>{status}</span>}
      </div>
      <UpgradeRow producer={producer} held={held} upgradeCost={upgradeCost} canUpgrade={canUpgrade} onUpgrade={onUpgrade} />
    </article>
  );
}
