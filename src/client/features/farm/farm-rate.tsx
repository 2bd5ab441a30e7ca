import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { headlineRate } from '#domain/production-rate';
import type { PlayerState } from '#domain/player';
import { prestigeMultiplier } from '#domain/multiplier';
import { useAmountFormat } from '../../ui/amount.ts';
import { RESOURCE_ICONS, useResourceName } from '../../ui/reward-chip.tsx';
import { optionalPart } from '../../ui/optional-part.ts';
import styles from './farm.module.css';

/** The sale of the farm, loaded when first opened: the first paint shows only its button. */
const PrestigeSheet = optionalPart(() => import('./prestige-sheet.tsx').then((module) => module.PrestigeSheet), 'the sale of the farm');

/**
 * The farm's headline: what it makes per hour (the domain's `headlineRate`: tokens once a producer
 * makes them), and the prestige stars' multiplier, which opens the sale of the farm.
 */
export function FarmRate({ live, now }: { live: PlayerState; now: number }) {
  const { t, i18n } = useLingui();
  const format = useAmountFormat();
  const resourceName = useResourceName();
  const [selling, setSelling] = useState(false);
  const rate = headlineRate(live, now);
  const Icon = RESOURCE_ICONS[rate.resource];
  const perHour = format.amount(rate.perHour);
  const name = resourceName(rate.resource);
  const multiplier = i18n.number(prestigeMultiplier(live.prestige.stars), { maximumFractionDigits: 2 });
  return (
    <section className={styles.rate} data-testid="farm-rate" data-resource={rate.resource} data-per-hour={rate.perHour}>
      <span className={styles.rateLabel}>{t`Farm output`}</span>
      <p className={styles.rateValue}>
        <Icon size={22} />
        <strong aria-hidden="true">{t`${perHour}/h`}</strong>
        <span className="visually-hidden">{t`${perHour} ${name} per hour`}</span>
      </p>
      <button
        type="button"
        className={styles.prestigeButton}
        onClick={() => {
          setSelling(true);
        }}
        data-testid="prestige-open"
      >
        <span aria-hidden="true">★</span>
        <span>{t`×${multiplier}`}</span>
        <span className="visually-hidden">{t`Sell the farm for stars`}</span>
      </button>
      {selling && (
        <Suspense fallback={null}>
          <PrestigeSheet
            open
            onClose={() => {
              setSelling(false);
            }}
            live={live}
          />
        </Suspense>
      )}
    </section>
  );
}
