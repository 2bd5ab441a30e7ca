/**
 * How an amount reads (docs/product.md, section 9: "K, M, B, T, then AA, BB and so on", up to 2 decimals):
 * below 1000 in whole units, never a fraction (355.5859375 reads 355); then K, M, B, T, then AA,
 * BB, CC … ZZ, each ×1000 (1e15 = AA), with at most two decimals. Digits are cut, never rounded
 * up, so 999 999 reads 999.99K, not a 1M the player does not have yet (the digits are cut from
 * the number's decimal text, exactly); trailing zeros go.
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
 * A finite `value` ≥ 0 as decimal digits without leading zeros and the position of the decimal
 * point from the first digit (1234.5 → "12345", 4; 0.07 → "7", -1), read from its shortest
 * round-trip text: cutting digits of that text is exact, where arithmetic on doubles is not
 * (999 999 999 999 999 / 1e12 computes as 1000).
 */
function decimalDigits(value: number): { digits: string; point: number } {
  const [coefficient = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = coefficient.split('.');
  const all = whole + fraction;
  const digits = all.replace(/^0+/, '');
  return { digits, point: whole.length + Number(exponent) - (all.length - digits.length) };
}

/** The number whose point sits `point` digits into `digits`, with `decimals` digits after it kept. */
function cutAt(digits: string, point: number, decimals: number): number {
  const padded = point > 0 ? digits.padEnd(point, '0') : '0'.repeat(1 - point) + digits;
  const at = point > 0 ? point : 1;
  return Number(`${padded.slice(0, at)}.${padded.slice(at, at + decimals)}0`);
}

/** `value` cut (toward zero) to `decimals` digits: 355.5859375 → 355.58 with 2, 355 with 0. */
export function truncateTo(value: number, decimals: number): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  const { digits, point } = decimalDigits(Math.abs(value));
  const magnitude = cutAt(digits, point, decimals);
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** An amount as it is shown: `mantissa` (already cut; negative for a negative amount) and its suffix ('' below 1000). */
export interface AbbreviationParts {
  mantissa: number;
  suffix: string;
}

/** Splits `value` into the shown mantissa and suffix (see the file comment). */
export function abbreviationParts(value: number): AbbreviationParts {
  if (!Number.isFinite(value) || value === 0) return { mantissa: value === 0 ? 0 : value, suffix: '' };
  const { digits, point } = decimalDigits(Math.abs(value));
  // Below 1000 (four integer digits or fewer than that): whole units.
  const unit = point <= 3 ? -1 : Math.min(Math.floor((point - 1) / 3) - 1, ABBREVIATION_SUFFIXES.length - 1);
  const shown = cutAt(digits, point - 3 * (unit + 1), unit < 0 ? 0 : ABBREVIATION_DECIMALS);
  return { mantissa: value < 0 && shown !== 0 ? -shown : shown, suffix: unit >= 0 ? (ABBREVIATION_SUFFIXES[unit] ?? '') : '' };
}

/** `value` abbreviated the plain way (a dot for decimals): 355, 1.23K, 7AA. */
export function abbreviate(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { mantissa, suffix } = abbreviationParts(value);
  return `${String(mantissa)}${suffix}`;
}
