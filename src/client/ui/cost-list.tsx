import { memo } from 'react';
import type { Resources, ResourceIndex } from '#domain/resources';
import { AbbreviatedNumber } from './abbreviated-number.tsx';
import { RESOURCE_ICONS, useResourceName } from './reward-chip.tsx';
import styles from './cost-list.module.css';

/**
 * The non-zero amounts of a resource vector as icon + number pills; an amount more than the
 * player holds (`held`) is marked short, so a player sees at a glance what is missing. Memoized:
 * a producer's amounts keep their identity while the farm re-renders.
 */
export const CostList = memo(function CostList({
  amounts,
  held,
  sign = '',
}: {
  amounts: Resources;
  held?: Resources;
  sign?: '' | '+' | '−';
}) {
  const resourceName = useResourceName();
  const slots = ([0, 1, 2, 3] as const).filter((slot) => amounts[slot] > 0);
  return (
    <span className={styles.list}>
      {slots.map((slot: ResourceIndex) => {
        const Icon = RESOURCE_ICONS[slot];
        // The rules' own comparison (canAfford): no tolerance, so nothing short looks payable.
        const short = held !== undefined && held[slot] < amounts[slot];
        return (
          <span
            key={slot}
            className={[styles.cost, short ? styles.short : ''].join(' ')}
            title={resourceName(slot)}
            data-short={short || undefined}
          >
            <Icon size={16} />
            <span>
              {sign}
              <AbbreviatedNumber value={amounts[slot]} />
              {/* Read as "138 seeds": the icon alone names nothing. */}
              <span className="visually-hidden"> {resourceName(slot)}</span>
            </span>
          </span>
        );
      })}
    </span>
  );
});
