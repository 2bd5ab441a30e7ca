import { memo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useResourceTicker } from '../../data/hooks.ts';
import type { SeasonType } from '../../data/db-rows.ts';
import { FertilizeIcon, SeedIcon, TokenIcon, YieldIcon } from '../../ui/icons/index.ts';
import { useAmountFormat } from '../../ui/amount.ts';
import styles from './farm.module.css';

/**
 * The four resources, ticking every animation frame: the data layer writes the numbers straight
 * into these spans (React renders them empty and never touches their text). Memoized: the farm
 * re-renders several times a second, the bar never needs to.
 */
export const ResourceBar = memo(function ResourceBar({ seasonType }: { seasonType: SeasonType }) {
  const { t } = useLingui();
  const seed = useRef<HTMLSpanElement>(null);
  const yieldRef = useRef<HTMLSpanElement>(null);
  const fertilize = useRef<HTMLSpanElement>(null);
  const token = useRef<HTMLSpanElement>(null);
  const { amount } = useAmountFormat();
  useResourceTicker(seasonType, { seed, yield: yieldRef, fertilize, token }, amount);
  return (
    <ul className={styles.resources} aria-label={t`Resources`}>
      <li className={styles.resource} title={t`Seed`}>
        <SeedIcon size={24} className={styles.resourceIcon} />
        <span ref={seed} className={styles.amount} data-testid="resource-seed" aria-label={t`Seed`} />
      </li>
      <li className={styles.resource} title={t`Yield`}>
        <YieldIcon size={24} className={styles.resourceIcon} />
        <span ref={yieldRef} className={styles.amount} data-testid="resource-yield" aria-label={t`Yield`} />
      </li>
      <li className={styles.resource} title={t`Fertilize`}>
        <FertilizeIcon size={24} className={styles.resourceIcon} />
        <span ref={fertilize} className={styles.amount} data-testid="resource-fertilize" aria-label={t`Fertilize`} />
      </li>
      <li className={[styles.resource, styles.token].join(' ')} title={t`Token`}>
        <TokenIcon size={24} className={styles.resourceIcon} />
        <span ref={token} className={styles.amount} data-testid="resource-token" aria-label={t`Token`} />
      </li>
    </ul>
  );
});
