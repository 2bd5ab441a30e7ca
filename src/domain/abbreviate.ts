/**
 * Number display: below 1000 as it is; then K, M, B, T, then AA, BB, CC … ZZ, each ×1000
 * (1e15 = AA). Digits past `decimals` are cut (never rounded up, so 999 999 shows 999.99K, not
 * 1M the player does not have yet); trailing zeros are trimmed.
 */

/** The suffixes, one per power of 1000 from 1e3. */
export const ABBREVIATION_SUFFIXES: readonly string[] = [
  'K',
  'M',
  'B',
  'T',
  ...Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index).repeat(2)),
];

/** `mantissa` cut to `decimals` digits, trailing zeros trimmed. */
function cut(mantissa: number, decimals: number): string {
  // toFixed with extra digits first, so that 1.15 (stored as 1.149999…) still reads 1.15.
  const text = mantissa.toFixed(decimals + 4);
  const dot = text.indexOf('.');
  const kept = decimals > 0 ? text.slice(0, dot + 1 + decimals) : text.slice(0, dot);
  return kept.includes('.') ? kept.replace(/0+$/, '').replace(/\.$/, '') : kept;
}

/** `value` abbreviated with at most `decimals` decimals (see the file comment). */
export function abbreviate(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return String(value);
  if (value < 0) return `-${abbreviate(-value, decimals)}`;
  let mantissa = value;
  let unit = -1;
  while (mantissa >= 1000 && unit < ABBREVIATION_SUFFIXES.length - 1) {
    mantissa /= 1000;
    unit += 1;
  }
  let text = cut(mantissa, decimals);
  // 999.99999 may print as 1000 after toFixed: carry it into the next unit.
  if (Number(text) >= 1000 && unit < ABBREVIATION_SUFFIXES.length - 1) {
    unit += 1;
    text = cut(mantissa / 1000, decimals);
  }
  const result = `${text}${unit >= 0 ? (ABBREVIATION_SUFFIXES[unit] ?? '') : ''}`;
  return result === '-0' ? '0' : result;
}
