/**
 * How an amount reads (product notes: "K, M, B, T, then AA, BB and so on; 2 decimals by default"):
 * below 1000 in whole units, never a fraction (355.5859375 reads 355); then K, M, B, T, then AA,
 * BB, CC … ZZ, each ×1000 (1e15 = AA), with at most two decimals. Digits are cut, never rounded
 * up, so 999 999 reads 999.99K, not a 1M the player does not have yet; trailing zeros go.
 *
 * The split (`abbreviationParts`) is the rule; the client writes the mantissa in the player's
 * number format, `abbreviate` writes it the plain way (logs, benches, tests).
 */

/** The suffixes, one per power of 1000 from 1e3. */
export const ABBREVIATION_SUFFIXES: readonly string[] = [
  'K',
  'M',
  'B',
  'T',
  ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index).repeat(2)),
];

/** Decimals kept after a suffix. */
export const ABBREVIATION_DECIMALS = 2;

/**
 * `value` (≥ 0) cut to `decimals` digits, as a decimal string without trailing zeros. toFixed with
 * extra digits first, so that 1.15 (stored as 1.149999…) still reads 1.15.
 */
function cut(value: number, decimals: number): string {
  const text = value.toFixed(decimals + 4);
  const dot = text.indexOf('.');
  const kept = decimals > 0 ? text.slice(0, dot + 1 + decimals) : text.slice(0, dot);
  return kept.includes('.') ? kept.replace(/0+$/, '').replace(/\.$/, '') : kept;
}

/** `value` cut (toward zero) to `decimals` digits: 355.5859375 → 355.58 with 2, 355 with 0. */
export function truncateTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Number(cut(Math.abs(value), decimals));
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** An amount as it is shown: `mantissa` (already cut; negative for a negative amount) and its suffix ('' below 1000). */
export interface AbbreviationParts {
  mantissa: number;
  suffix: string;
}

/** Splits `value` into the shown mantissa and suffix (see the file comment). */
export function abbreviationParts(value: number): AbbreviationParts {
  if (!Number.isFinite(value)) return { mantissa: value, suffix: '' };
  const sign = value < 0 ? -1 : 1;
  let mantissa = Math.abs(value);
  let unit = -1;
  while (mantissa >= 1000 && unit < ABBREVIATION_SUFFIXES.length - 1) {
    mantissa /= 1000;
    unit += 1;
  }
  let shown = truncateTo(mantissa, unit < 0 ? 0 : ABBREVIATION_DECIMALS);
  // 999.99999K may cut to 1000 after toFixed: carry it into the next unit.
  if (shown >= 1000 && unit < ABBREVIATION_SUFFIXES.length - 1) {
    unit += 1;
    shown = truncateTo(mantissa / 1000, ABBREVIATION_DECIMALS);
  }
  return { mantissa: shown === 0 ? 0 : sign * shown, suffix: unit >= 0 ? (ABBREVIATION_SUFFIXES[unit] ?? '') : '' };
}

/** `value` abbreviated the plain way (a dot for decimals): 355, 1.23K, 7AA. */
export function abbreviate(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { mantissa, suffix } = abbreviationParts(value);
  return `${String(mantissa)}${suffix}`;
}
