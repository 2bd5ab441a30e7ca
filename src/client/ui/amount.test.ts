import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal, formatExactAmount, formatMultiplier, formatPercent } from './amount.ts';
import { LOCALES } from '../i18n/locales.ts';

describe('formatAmount', () => {
  it('shows whole units below 1000, however many fractions the server keeps', () => {
    expect(formatAmount(355.5859375, 'en-US')).toBe('355');
    expect(formatAmount(131.59, 'en-US')).toBe('131');
    expect(formatAmount(0.4, 'en-US')).toBe('0');
    expect(formatAmount(999.999, 'ru')).toBe('999');
  });

  it('abbreviates from 1000 on with at most two decimals cut, in one style (no "3,130", no "+1,000")', () => {
    expect(formatAmount(3130, 'en-US')).toBe('3.13K');
    expect(formatAmount(1000, 'en-US', { signed: true })).toBe('+1K');
    expect(formatAmount(175_274.27, 'en-US')).toBe('175.27K');
    expect(formatAmount(999_999, 'en-US')).toBe('999.99K');
    expect(formatAmount(2.5e18, 'en-US')).toBe('2.5BB');
  });

  it('writes the mantissa in the player’s number format', () => {
    expect(formatAmount(3130, 'ru')).toBe('3,13K');
    expect(formatAmount(12_345, 'es')).toBe('12,34K');
    expect(formatAmount(12_345, 'pt-BR')).toBe('12,34K');
    expect(formatAmount(1500, 'tr')).toBe('1,5K');
  });

  it('signs gains only when asked, and never a zero', () => {
    expect(formatAmount(3, 'en-US', { signed: true })).toBe('+3');
    expect(formatAmount(0, 'en-US', { signed: true })).toBe('0');
    expect(formatAmount(-1500, 'en-US')).toBe('-1.5K');
  });
});

describe('formatExactAmount', () => {
  it('writes the whole amount, grouped, with two decimals cut', () => {
    expect(formatExactAmount(175_274.2799, 'en-US')).toBe('175,274.27');
    expect(formatExactAmount(355.5859375, 'en-US')).toBe('355.58');
    expect(formatExactAmount(1_000, 'en-US')).toBe('1,000');
    expect(formatExactAmount(12_345.5, 'es')).toBe('12.345,5');
  });
});

describe('decimals, multipliers and percentages', () => {
  it('write the decimal separator of the player’s locale, never the code’s point where a comma is due', () => {
    expect(formatDecimal(4.8, 'en-US')).toBe('4.8');
    expect(formatDecimal(4.8, 'ru')).toBe('4,8');
    expect(formatMultiplier(1.2, 'es')).toBe('×1,2');
    expect(formatMultiplier(1.2, 'vi')).toBe('×1,2');
    expect(formatMultiplier(2, 'en-US')).toBe('×2');
    expect(formatPercent(0.125, 'en-US')).toBe('12.5%');
    expect(formatPercent(0.125, 'ru')).toMatch(/^12,5\s%$/u);
  });

  it('leave no "digit.digit" in any locale whose decimal separator is a comma', () => {
    for (const locale of LOCALES) {
      const comma = new Intl.NumberFormat(locale).format(1.5).includes(',');
      const texts = [formatDecimal(4.8, locale), formatMultiplier(1.25, locale), formatPercent(0.125, locale), formatAmount(1060, locale)];
      for (const text of texts) expect(comma ? /\d\.\d/u.test(text) : false, `${locale}: ${text}`).toBe(false);
    }
  });
});
