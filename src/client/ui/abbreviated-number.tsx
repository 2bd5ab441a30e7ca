import { useAmountFormat, type AmountOptions } from './amount.ts';

interface AbbreviatedNumberProps extends AmountOptions {
  value: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * A game amount as the screens show it (355, 1.23K, 7AA); the exact amount is its title and what
 * screen readers say.
 */
export function AbbreviatedNumber({ value, signed, className, 'data-testid': testId }: AbbreviatedNumberProps) {
  const format = useAmountFormat();
  const exact = format.exact(value);
  return (
    <span className={className} title={exact} aria-label={exact} data-value={value} data-testid={testId}>
      {format.amount(value, { signed })}
    </span>
  );
}
