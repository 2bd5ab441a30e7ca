import { useLingui } from '@lingui/react/macro';
import { waterEmptyAt, waterMinutesLeft, type WaterBoost } from '#domain/boost';
import { useAmountFormat } from '../../ui/amount.ts';
import { Countdown } from '../../ui/countdown.tsx';
import { Switch } from '../../ui/controls.tsx';
import { WaterBoostIcon } from '../../ui/icons/boost-icons.tsx';
import { BoostCard } from './boost-card.tsx';
import styles from './boosts.module.css';

/**
 * The water boost: the water held (minutes), its multiplier (1.2, 1.3 for premium players) and
 * the switch; while on it drains one minute of water per minute.
 */
export function WaterBoostCard({
  water,
  multiplier,
  now,
  onToggle,
}: {
  water: WaterBoost;
  multiplier: number;
  now: number;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const emptyAt = waterEmptyAt(water);
  const on = water.inuse && now < emptyAt;
  const minutes = waterMinutesLeft(water, now);
  const format = useAmountFormat();
  const shownMultiplier = format.decimal(on ? water.multiplier : multiplier, 2);
  return (
    <BoostCard
      testId="boost-water"
      icon={<WaterBoostIcon size={44} />}
      title={t`Water boost`}
      description={t`×${shownMultiplier} on everything your farm makes while the water runs.`}
      active={on}
      action={
        <label className={styles.toggle}>
          <span>{on ? t`Watering` : t`Off`}</span>
          <Switch checked={on} label={t`Water boost`} onChange={onToggle} />
        </label>
      }
    >
      <p className={styles.water}>
        <span className={styles.waterAmount} data-testid="water-left">
          {t`${minutes} min of water`}
        </span>
        {on ? (
          <span>
            {t`Runs dry in`} <Countdown to={emptyAt} now={now} />
          </span>
        ) : minutes <= 0 ? (
          <span className={styles.hint}>{t`Get water from the wheel, the shop or ad cards.`}</span>
        ) : null}
      </p>
    </BoostCard>
  );
}
