import { describe, expect, it } from 'vitest';
import { CATALOG_V1, IS_CONTINUES_LEVEL, MAX_LEVEL, MIN_INTERVAL_MS, producerDef } from './catalog.ts';
import type { ProducerDef } from './catalog-types.ts';
import { deriveLevel, inputsAt, intervalAt, outputsAt, power, upgradeCost } from './levels.ts';

function def(id: string): ProducerDef {
  const found = producerDef(CATALOG_V1, id);
  if (found === undefined) throw new Error(id);
  return found;
}

describe('level scaling', () => {
  it('scales inputs and outputs by the level', () => {
    expect(inputsAt(def('field'), 10)).toEqual([200, 0, 0, 0]);
    expect(outputsAt(def('field'), 10)).toEqual([0, 60, 0, 0]);
  });

  it('shortens the interval by 0.95 a level and halves it at 10, 25 and 50, never under 1 s', () => {
    const field = def('field');
    expect(intervalAt(field, 1)).toBe(15_000);
    expect(intervalAt(field, 2)).toBe(14_250);
    expect(intervalAt(field, 9)).toBe(Math.round(15_000 * power(0.95, 8)));
    expect(intervalAt(field, 10)).toBe(Math.round((15_000 * power(0.95, 9)) / 2));
    expect(intervalAt(field, 25)).toBe(Math.max(MIN_INTERVAL_MS, Math.round((15_000 * power(0.95, 24)) / 4)));
    expect(intervalAt(field, MAX_LEVEL)).toBe(MIN_INTERVAL_MS);
  });

  it('prices the next level at upgradeBase × growth^L in the buy-cost resources', () => {
    const market = def('market');
    expect(upgradeCost(market, 1)).toEqual([0, 0, Math.round(250 * 1.07), 0]);
    expect(upgradeCost(def('field'), 3)).toEqual([Math.round(200 * 1.09 * 1.09 * 1.09), 0, 0, 0]);
  });

  it('derives is_continues from level 10 and next_level until the top', () => {
    const sprouter = def('sprouter');
    expect(deriveLevel(sprouter, IS_CONTINUES_LEVEL - 1).is_continues).toBe(false);
    expect(deriveLevel(sprouter, IS_CONTINUES_LEVEL)).toMatchObject({ is_continues: true, is_continues_level: 10 });
    expect(deriveLevel(sprouter, 4).next_level).toEqual({ amounts: upgradeCost(sprouter, 4), interval: intervalAt(sprouter, 5) });
    expect(deriveLevel(sprouter, MAX_LEVEL).next_level).toBeNull();
  });

  it('takes powers by repeated multiplication', () => {
    expect(power(1.15, 0)).toBe(1);
    expect(power(1.15, 3)).toBe(1.15 * 1.15 * 1.15);
  });
});
