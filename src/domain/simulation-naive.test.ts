import { describe, expect, it } from 'vitest';
import { CATALOG_V1, MAX_LEVEL, seasonProducers } from './catalog.ts';
import { simulateDaily } from './simulation-daily.ts';
import { pileRatios, spendable, steepestSteps, waitsAfter } from './simulation-metrics.ts';
import { simulateNaive } from './simulation-naive.ts';
import { DAILY_DAYS, dailyNaiveChecks, NAIVE_HOURS, naiveChecks } from './simulation-targets-naive.ts';
import { T0 } from './testing/arbitraries.ts';
import { player, producer } from './testing/fixtures.ts';
import { HOUR, SECOND } from './time.ts';

describe('the measures of the simulated players', () => {
  it('counts every open price and ten minutes of what continuous producers take as what a resource can be spent on', () => {
    const state = player({ producers: [producer('sprouter', 1), producer('field', 3)] });
    // Seeds: the sprouter's level 2 (132) and the field's level 4 (259); no continuous consumer.
    expect(spendable(CATALOG_V1, state, 0)).toBe(132 + 259);
    const fed = player({ producers: [producer('sprouter', 60), producer('field', 10)], resources: [4190, 0, 0, 0] });
    const field = fed.producers[1];
    const taken = field === undefined ? 0 : (field.inputs[0] * 10 * 60_000) / field.interval;
    const prices = (fed.producers[0]?.next_level?.amounts[0] ?? 0) + (field?.next_level?.amounts[0] ?? 0);
    expect(spendable(CATALOG_V1, fed, 0)).toBeCloseTo(prices + taken, 6);
    expect(pileRatios(CATALOG_V1, fed)[0]).toBeCloseTo(4190 / (prices + taken), 9);
  });

  it('reads a held resource with nothing to spend it on as an infinite pile', () => {
    const top = seasonProducers(CATALOG_V1, 'main').map((def) => producer(def.id, MAX_LEVEL));
    // Tokens: no price and no consumer left. Yield: no price, but the compost heap and the market eat it.
    const everything = player({ producers: top, resources: [0, 5, 0, 5] });
    const piles = pileRatios(CATALOG_V1, everything);
    expect(piles[3]).toBe(Number.POSITIVE_INFINITY);
    expect(piles[1]).toBeGreaterThan(0);
    expect(piles[1]).toBeLessThan(1);
  });

  it('measures waits up to the end of play and ladder steps within one resource', () => {
    const buy = (minute: number, cost: [number, number, number, number]) => ({
      minute,
      action: 'upgrade' as const,
      producer: 'x',
      level: 2,
      cost,
    });
    const purchases = [buy(1, [100, 0, 0, 0]), buy(4, [0, 50, 0, 0]), buy(6, [20, 0, 0, 0]), buy(9, [1500, 0, 0, 0])];
    expect(waitsAfter(purchases, 2, 30).map((wait) => wait.minutes)).toEqual([21, 3, 2, 2]);
    // The cheap 20 in between does not lower the rung: 1500 is 15 x the 100 reached before...
    expect(steepestSteps(purchases)[0]?.ratio).toBe(15);
    // ...but read literally, against the purchase just before it, 1500 is 75 x the 20.
    expect(steepestSteps(purchases, 'previous')[0]?.ratio).toBe(75);
    expect(steepestSteps(purchases)[1]).toBeNull();
  });
});

describe('balance simulation: the naive player, non-stop for 4 hours', () => {
  const started = performance.now();
  const report = simulateNaive(CATALOG_V1, NAIVE_HOURS * HOUR, { start: T0 });
  const elapsed = performance.now() - started;

  it('never waits more than 10 minutes for a purchase after its first 10, and piles nothing up', () => {
    expect(naiveChecks(report).filter((check) => !check.ok)).toEqual([]);
    expect(report.purchases.length).toBeGreaterThan(100);
  });

  it('owns every producer up to the beehive, and runs in a few seconds', () => {
    const bought = report.purchases.filter((p) => p.action === 'buy').map((p) => p.producer);
    expect(bought).toEqual(['field', 'compost', 'market', 'beehive']);
    expect(elapsed).toBeLessThan(20_000);
  });
});

// 5 s steps inside a session (`npm run simulate` plays 1 s), three seeds of the session times.
describe.each([1, 2, 3])('balance simulation: the daily (naive) player over 28 days (seed %i)', (seed) => {
  const started = performance.now();
  const report = simulateDaily(CATALOG_V1, DAILY_DAYS, { seed, stepMs: 5 * SECOND, policy: 'naive' });
  const elapsed = performance.now() - started;

  it('buys in 9 of 10 sessions, climbs without a 10x step (read either way), owns the last producer in days 14-28, piles nothing up', () => {
    expect(dailyNaiveChecks(CATALOG_V1, report).filter((check) => !check.ok)).toEqual([]);
    expect(report.sessions).toBe(5 * DAILY_DAYS);
    // Both readings of the ladder are checked: against the dearest purchase before, and literally.
    expect(dailyNaiveChecks(CATALOG_V1, report).filter((check) => check.name.includes('ladder'))).toHaveLength(8);
  });

  it('plays 28 days in a few seconds, each producer bought once in tier order', () => {
    expect(elapsed).toBeLessThan(10_000);
    const order = seasonProducers(CATALOG_V1, 'main').map((def) => def.id);
    expect(report.purchases.filter((p) => p.action === 'buy').map((p) => p.producer)).toEqual(order.slice(1));
    expect(report.final.resources.every((amount) => Number.isFinite(amount) && amount >= 0)).toBe(true);
  });
});

// The other end of a player who never plans: every second (every 5 s in a session here) it buys
// the dearest purchase it can afford. The rules alone must keep it moving too.
describe('balance simulation: the naive player buying the dearest affordable first', () => {
  it('non-stop for 4 hours: never waits more than 10 minutes after its first 10, piles nothing up', () => {
    const report = simulateNaive(CATALOG_V1, NAIVE_HOURS * HOUR, { start: T0, order: 'dearest' });
    expect(naiveChecks(report, 'naive (dearest)').filter((check) => !check.ok)).toEqual([]);
    expect(report.purchases.length).toBeGreaterThan(100);
  });

  it('daily over 28 days: buys in 9 of 10 sessions, no 10x step, the last producer in days 14-28, no pile', () => {
    const report = simulateDaily(CATALOG_V1, DAILY_DAYS, { seed: 1, stepMs: 5 * SECOND, policy: 'dearest' });
    expect(dailyNaiveChecks(CATALOG_V1, report).filter((check) => !check.ok)).toEqual([]);
  });
});
