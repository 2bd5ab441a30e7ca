import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Producer } from '#domain/player';
import { cycleView, type CycleView } from '#domain/producer-cycle';
import type { Resources } from '#domain/resources';
import { Button } from './button.tsx';
import { clockText, useDurationText } from './countdown.tsx';
import { CostList } from './cost-list.tsx';
import { ProducerIcon } from './producer-icon.tsx';
import { useProducerName } from './producer-name.ts';
import { ProgressBar } from './progress-bar.tsx';
import styles from './producer-card.module.css';

export interface ProducerCardProps {
  producer: Producer;
  /** Server time, ms. */
  now: number;
  /** The season's resources now, to mark what the player cannot pay. */
  held: Resources;
  /** The cycle's effective length, ms (the domain's `producerView`: the supply share applied). */
  interval?: number;
  /** One cycle's outputs under the boosts in force now (the domain's `outputsAt`). */
  outputs: Resources;
  /** What the next level costs now (the domain's `upgradePrice`); null at the top level. */
  upgradeCost: Resources | null;
  /** One cycle's outputs at the next level (the domain's `producerView`); null at the top level. */
  nextOutputs: Resources | null;
  /** The cycle's effective length at the next level, ms (the domain's `producerView`); null at the top level. */
  nextInterval?: number | null;
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
      <Button size="sm" className={short ? styles.dim : undefined} data-payable={canStart} data-testid={`start-${id}`} onClick={onStart}>
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

/**
 * What the next level gives, in the card's own terms (its effective cycle and its output): a
 * shorter cycle while a level still shortens it; at the interval's floor, more per cycle; while the
 * cycle waits on its inputs (the supply share, docs/game-design.md), a level gives no more now, and says so.
 */
function UpgradeGain({
  id,
  interval,
  nextInterval,
  supplyBound,
  outputs,
  nextOutputs,
}: {
  id: string;
  interval: number;
  nextInterval: number;
  supplyBound: boolean;
  outputs: Resources;
  nextOutputs: Resources | null;
}) {
  const { t } = useLingui();
  const duration = useDurationText();
  if (nextInterval < interval || nextOutputs === null) {
    return (
      <span className={styles.faster} title={t`Cycle length after the upgrade`} data-testid={`upgrade-gain-${id}`}>
        {duration(interval)} → <strong>{duration(nextInterval)}</strong>
      </span>
    );
  }
  if (supplyBound) {
    return (
      <span
        className={styles.faster}
        title={t`Each cycle waits for its inputs: make more of them first`}
        data-testid={`upgrade-gain-${id}`}
      >
        {t`Limited by supply`}
      </span>
    );
  }
  return (
    <span className={styles.faster} title={t`Output per cycle after the upgrade`} data-testid={`upgrade-gain-${id}`}>
      <CostList amounts={outputs} sign="+" /> → <CostList amounts={nextOutputs} sign="+" />
    </span>
  );
}

function UpgradeRow({
  producer,
  held,
  upgradeCost,
  canUpgrade,
  onUpgrade,
  outputs,
  nextOutputs,
  interval,
  nextInterval,
}: Pick<ProducerCardProps, 'producer' | 'held' | 'upgradeCost' | 'canUpgrade' | 'onUpgrade' | 'outputs' | 'nextOutputs'> & {
  interval: number;
  nextInterval: number | null;
}) {
  const { t } = useLingui();
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
      data-payable={affordable}
      onClick={onUpgrade}
    >
      <span className={styles.upgradeTitle}>
        <span aria-hidden="true">▲</span> {t`Level ${level}`}
      </span>
      <CostList amounts={upgradeCost} held={held} />
      <UpgradeGain
        id={producer._id}
        interval={interval}
        nextInterval={nextInterval ?? next.interval}
        supplyBound={(nextInterval ?? next.interval) > next.interval}
        outputs={outputs}
        nextOutputs={nextOutputs}
      />
      {becomesAuto ? <span className={styles.autoHint}>{t`Runs by itself`}</span> : null}
    </button>
  );
}

/** One producer of the farm: drawn icon, level, cycle, start or collect, and the next level. */
export function ProducerCard({
  producer,
  now,
  held,
  interval = producer.interval,
  outputs,
  upgradeCost,
  nextOutputs,
  nextInterval = null,
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
  const cycle = cycleView(producer, now, interval);
  const level = producer.level;
  const name = producerName({ id: producer._id, name: producer.name });
  const every = duration(interval);
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
      <UpgradeRow
        producer={producer}
        held={held}
        upgradeCost={upgradeCost}
        canUpgrade={canUpgrade}
        onUpgrade={onUpgrade}
        outputs={outputs}
        nextOutputs={nextOutputs}
        interval={interval}
        nextInterval={nextInterval}
      />
    </article>
  );
}
