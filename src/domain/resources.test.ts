import { describe, expect, it } from 'vitest';
import { add, canAfford, isValid, isZero, quantize, quantizeAll, resources, scale, subtract, TOKEN } from './resources.ts';
import { isReason } from './result.ts';

describe('resource vectors', () => {
  it('adds, subtracts and scales slot by slot', () => {
    expect(add([1, 2, 3, 4], [4, 3, 2, 1])).toEqual([5, 5, 5, 5]);
    expect(subtract([5, 5, 5, 5], [1, 2, 3, 4])).toEqual([4, 3, 2, 1]);
    expect(scale(resources(1, 2), 3)).toEqual([3, 6, 0, 0]);
  });

  it('checks affordability in every slot', () => {
    expect(canAfford([10, 10, 10, 10], [10, 0, 0, 10])).toBe(true);
    expect(canAfford([10, 10, 10, 9], [0, 0, 0, 10])).toBe(false);
  });

  it('floors tokens and puts the rest on the 1/1024 grid', () => {
    expect(quantize(TOKEN, 3.6)).toBe(3);
    expect(quantize(TOKEN, 2.9999999999)).toBe(3);
    expect(quantize(0, 72.00000000000001)).toBe(72);
    expect(quantize(1, 0.1) * 1024).toBe(102);
    expect(quantizeAll([1.2, 1.3, 1.5, 7.9])).toEqual([1229 / 1024, 1331 / 1024, 1.5, 7]);
  });

  it('validates amounts', () => {
    expect(isValid([0, 1, 2, 3])).toBe(true);
    expect(isValid([0, -1, 2, 3])).toBe(false);
    expect(isValid([0, Number.NaN, 2, 3])).toBe(false);
    expect(isZero([0, 0, 0, 0])).toBe(true);
    expect(isReason('NOT_ENOUGH_RESOURCES')).toBe(true);
    expect(isReason('nope')).toBe(false);
  });
});
