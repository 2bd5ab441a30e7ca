import { describe, expect, it } from 'vitest';
import { simulate } from './simulation.ts';
import { MINUTE } from './time.ts';

describe('balance simulation (short horizon)', () => {
  const report = simulate(65 * MINUTE);

  it('holds the targets of game-rules.md', () => {
    expect(report.owned.field).not.toBeNull();
    expect(report.owned.field ?? Infinity).toBeLessThanOrEqual(3);
    expect(report.owned.compost ?? Infinity).toBeLessThanOrEqual(15);
    expect(report.owned.market ?? Infinity).toBeLessThanOrEqual(60);
    expect(report.firstContinuous ?? Infinity).toBeLessThanOrEqual(30);
  });

  it('plays by the rules: purchases in time order and a valid final state', () => {
    const minutes = report.purchases.map((p) => p.minute);
    expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
    expect(report.final.resources.every((amount) => Number.isFinite(amount) && amount >= 0)).toBe(true);
    expect(report.final.producers.map((p) => p._id)).toEqual(['sprouter', 'field', 'compost', 'market']);
  });
});
