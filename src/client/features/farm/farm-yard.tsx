import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { multiplierAt } from '#domain/multiplier';
import type { PlayerState } from '#domain/player';
import { useCatalog, useGameAction, useRewardPreview } from '../../data/index.ts';
import { useAmountFormat } from '../../ui/amount.ts';
import { Countdown } from '../../ui/countdown.tsx';
import { FieldScene } from '../../ui/field-scene.tsx';
import { TractorIcon } from '../../ui/icons/boost-icons.tsx';
import { RewardChip } from '../../ui/reward-chip.tsx';
import styles from './farm.module.css';

/** The tractor crossing the farm while it is due; a tap claims its reward. */
function Tractor({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useLingui();
  const perform = useGameAction();
  const [leaving, setLeaving] = useState(false);
  const reward = useCatalog().events.TRACTOR.reward;
  const preview = useRewardPreview();
  const claim = async () => {
    if (leaving) return;
    const outcome = await perform({ type: 'event-trigger', event: 'TRACTOR' }, { moment: 'reward', announce: true });
    if (!outcome.ok) return;
    setLeaving(true);
    onClaimed();
  };
  return (
    <button
      type="button"
      className={[styles.tractor, leaving ? styles.leaving : ''].join(' ')}
      onClick={() => void claim()}
      aria-label={t`The tractor is here! Tap to claim its load`}
      data-testid="tractor"
    >
      <span className={styles.tractorBubble}>
        <RewardChip reward={reward} size="sm" preview={preview?.(reward)} />
      </span>
      <TractorIcon size={64} />
    </button>
  );
}

interface FarmYardProps {
  view: PlayerState;
  now: number;
  /** When the tractor comes (the domain's `nextTractorAt`), ms; null when today's limit is reached. */
  tractorAt: number | null;
  storageFull: boolean;
}

/**
 * The farm's scene above the producers: hills and a fence with the producers standing on them,
 * the production multiplier when a boost runs, "storage full" at the offline cap, and the tractor when it is due.
 */
export function FarmYard({ view, now, tractorAt, storageFull }: FarmYardProps) {
  const { t } = useLingui();
  // A claimed tractor drives off at once, whatever the next sync says.
  const [claimedAt, setClaimedAt] = useState<number | null>(null);
  const catalog = useCatalog();
  const format = useAmountFormat();
  const multiplier = Math.round(multiplierAt(view, now) * 100) / 100;
  const due = tractorAt !== null && now >= tractorAt;
  const showTractor = due && (claimedAt === null || now - claimedAt > catalog.events.TRACTOR.interval);
  return (
    <div className={styles.yard} data-testid="farm-yard">
      <div className={styles.sun} aria-hidden="true" />
      <FieldScene className={styles.scene} planted={view.producers.map((producer) => ({ type: producer._id, level: producer.level }))} />
      <div className={styles.yardInfo}>
        {multiplier > 1 ? (
          <span className={styles.boostChip} data-testid="farm-multiplier">
            ⚡ {format.multiplier(multiplier)}
          </span>
        ) : null}
        {storageFull ? (
          <span className={styles.fullChip} role="status" data-testid="storage-full">
            {t`Storage full: production paused`}
          </span>
        ) : null}
        {!due && tractorAt !== null && !storageFull ? (
          <span className={styles.nextTractor} data-testid="next-tractor">
            <TractorIcon size={20} /> <Countdown to={tractorAt} now={now} />
          </span>
        ) : null}
      </div>
      {showTractor ? (
        <Tractor
          onClaimed={() => {
            setClaimedAt(now);
          }}
        />
      ) : null}
    </div>
  );
}
