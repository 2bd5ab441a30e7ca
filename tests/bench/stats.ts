/** The benches' summaries of repeated runs. */

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The nearest-rank `p`th percentile of `values` (0 < p <= 100): the smallest value at least `p`
 * percent of the values are at or below. The 75th of five values is the fourth smallest.
 */
export function percentile(values: number[], p: number): number {
  if (values.length === 0 || !(p > 0 && p <= 100)) throw new RangeError(`no ${String(p)}th percentile of ${String(values.length)} values`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? Number.NaN;
}
