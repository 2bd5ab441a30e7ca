import { describe, expect, it } from 'vitest';
import { abbreviate } from './abbreviate.ts';

describe('abbreviate', () => {
  it('shows numbers below 1000 as they are, decimals cut and trimmed', () => {
    expect(abbreviate(0)).toBe('0');
    expect(abbreviate(60)).toBe('60');
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(12.5)).toBe('12.5');
    expect(abbreviate(3.14159)).toBe('3.14');
    expect(abbreviate(999.999)).toBe('999.99');
  });

  it('uses K, M, B, T with two decimals by default', () => {
    expect(abbreviate(1000)).toBe('1K');
    expect(abbreviate(1500)).toBe('1.5K');
    expect(abbreviate(1234)).toBe('1.23K');
    expect(abbreviate(1150)).toBe('1.15K');
    expect(abbreviate(999_999)).toBe('999.99K');
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

  it('honours the decimals argument and signs', () => {
    expect(abbreviate(1234, 0)).toBe('1K');
    expect(abbreviate(1234.5678, 3)).toBe('1.234K');
    expect(abbreviate(-1500)).toBe('-1.5K');
    expect(abbreviate(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
