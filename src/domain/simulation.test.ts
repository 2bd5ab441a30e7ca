import { describe, expect, it } from 'vitest';
import { CATALOG_V1, seasonProducers } from './catalog.ts';
import { simulateDaily } from './simulation-daily.ts';
import { WINDFALL_KINDS } from './simulation-freebies.ts';
import { dailyChecks, IN_REACH_DAYS, nonStopChecks } from './simulation-targets.ts';
import { simulate } from './simulation.ts';
import { MINUTE, SECOND } from './time.ts';

describe('balance simulation: the non-stop player (short horizon)', () => {
  const report = simulate(CATALOG_V1, 65 * MINUTE);

  it('holds the targets of game-rules.md', () => {
    const failed = nonStopChecks(report).filter((check) => !check.ok);
    expect(failed).toEqual([]);
    expect(report.owned.field).not.toBeNull();
  });

  it('plays by the rules: purchases in time order and a valid final state', () => {
    const minutes = report.purchases.map((p) => p.minute);
    expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
    expect(report.final.resources.every((amount) => Number.isFinite(amount) && amount >= 0)).toBe(true);
    expect(report.final.producers.map((p) => p._id)).toEqual(['sprouter', 'field', 'compost', 'market']);
  });
});

// Coarser than `npm run simulate` (5 s steps inside a session, three seeds) to stay within seconds.
describe.each([1, 2, 3])('balance simulation: the daily player over 28 days (seed %i)', (seed) => {
  const report = simulateDaily(CATALOG_V1, IN_REACH_DAYS, { seed, stepMs: 5 * SECOND });

  it('holds the season targets: a purchase in reach every session, the last producer in days 14-28, no windfall over two purchases', () => {
    const checks = dailyChecks(CATALOG_V1, report);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(report.sessions).toBe(5 * IN_REACH_DAYS);
  });

  it('takes every kind of windfall, so the bound is checked on each', () => {
    for (const kind of WINDFALL_KINDS) expect(report.windfalls[kind].count, kind).toBeGreaterThan(0);
    // All but the ad cards (boosts, water, spins) pay resources.
    for (const kind of WINDFALL_KINDS.filter((k) => k !== 'ad card')) expect(report.windfalls[kind].worst, kind).not.toBeNull();
  });

  it('owns every main-season producer by the end, each bought once, in tier order', () => {
    const order = seasonProducers(CATALOG_V1, 'main').map((def) => def.id);
    const bought = report.purchases.filter((p) => p.action === 'buy').map((p) => p.producer);
    expect(bought).toEqual(order.slice(1));
    expect(report.final.producers.map((p) => p._id)).toEqual(order);
    expect(report.final.resources.every((amount) => Number.isFinite(amount) && amount >= 0)).toBe(true);
  });
});
