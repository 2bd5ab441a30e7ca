import { useLingui } from '@lingui/react';
import { abbreviate } from '#domain/abbreviate';

interface AbbreviatedNumberProps {
  value: number;
  /** Decimals kept after abbreviation (2 by default: 1.23K). */
  decimals?: number;
  className?: string;
}

/**
 * A game amount, abbreviated (1.23K, 4.5M, 7AA); the full amount in the player's number format
 * is its title and what screen readers say.
 */
export function AbbreviatedNumber({ value, decimals = 2, className }: AbbreviatedNumberProps) {
  const { i18n } = useLingui();
  const full = Number.isFinite(value) ? i18n.number(value, { maximumFractionDigits: decimals }) : String(value);
  return (
    <span className={className} title={full} aria-label={full} data-value={value}>
      {abbreviate(value, decimals)}
    </span>
  );
}
