/** Time units in ms, and the UTC day used by every "once a day" rule. */

/** One second, ms. */
export const SECOND = 1000;
/** One minute, ms. */
export const MINUTE = 60 * SECOND;
/** One hour, ms. */
export const HOUR = 60 * MINUTE;
/** One day, ms. */
export const DAY = 24 * HOUR;

/** Index of the UTC day that holds `now` (ms since epoch): days since 1970-01-01. */
export function utcDay(now: number): number {
  return Math.floor(now / DAY);
}
