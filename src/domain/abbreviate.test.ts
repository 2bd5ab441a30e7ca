import { describe, expect, it } from 'vitest';
import { abbreviate, abbreviationParts, truncateTo } from './abbreviate.ts';

describe('abbreviate', () => {
  it('shows amounts below 1000 in whole units, never a fraction', () => {
    expect(abbreviate(0)).toBe('0');
    expect(abbreviate(60)).toBe('60');
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(12.5)).toBe('12');
    expect(abbreviate(355.5859375)).toBe('355');
    expect(abbreviate(999.999)).toBe('999');
    expect(abbreviate(0.75)).toBe('0');
  });

  it('uses K, M, B, T with two decimals, cut and trimmed', () => {
    expect(abbreviate(1000)).toBe('1K');
    expect(abbreviate(1500)).toBe('1.5K');
    expect(abbreviate(1234)).toBe('1.23K');
    expect(abbreviate(1150)).toBe('1.15K');
    expect(abbreviate(3130)).toBe('3.13K');
    expect(abbreviate(999_999)).toBe('999.99K');
    expect(abbreviate(999_999.999)).toBe('999.99K');
    expect(abbreviate(999_999_999_999_999)).toBe('999.99T');
    expect(abbreviate(999_999.99e78)).toBe('999.99WW');
    expect(abbreviate(2_500_000)).toBe('2.5M');
    expect(abbreviate(7e9)).toBe('7B');
    expect(abbreviate(1.01e12)).toBe('1.01T');
  });

  it('continues with AA, BB … ZZ, each ×1000', () => {
    expect(abbreviate(1e15)).toBe('1AA');
    expect(abbreviate(2.5e18)).toBe('2.5BB');
    expect(abbreviate(1e21)).toBe('1CC');
    expect(abbreviate(1e90)).toBe('1ZZ');
    expect(abbreviate(5e93)).toBe('5000ZZ');
  });

  it('keeps the sign and writes what is not a number as it is', () => {
    expect(abbreviate(-1500)).toBe('-1.5K');
    expect(abbreviate(-0.4)).toBe('0');
    expect(abbreviate(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('abbreviationParts', () => {
  it('gives the cut mantissa and the suffix', () => {
    expect(abbreviationParts(175_274.27)).toEqual({ mantissa: 175.27, suffix: 'K' });
    expect(abbreviationParts(355.5859375)).toEqual({ mantissa: 355, suffix: '' });
    expect(abbreviationParts(-2_500_000)).toEqual({ mantissa: -2.5, suffix: 'M' });
  });
});

describe('truncateTo', () => {
  it('cuts toward zero', () => {
    expect(truncateTo(355.5859375, 2)).toBe(355.58);
    expect(truncateTo(1.15, 2)).toBe(1.15);
    expect(truncateTo(-1.999, 1)).toBe(-1.9);
    expect(truncateTo(12.9, 0)).toBe(12);
    expect(truncateTo(0.0789, 2)).toBe(0.07);
    expect(truncateTo(1e-7, 2)).toBe(0);
    expect(truncateTo(999.999999999999, 2)).toBe(999.99);
    expect(truncateTo(0, 2)).toBe(0);
  });
});
