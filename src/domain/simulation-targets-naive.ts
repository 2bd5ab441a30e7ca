/**
 * The targets of the naive players (docs/game-design.md, "Simulated players"): the non-stop
 * naive player never stalls and piles nothing up; the daily player (naive inside its sessions)
 * buys something in nearly every session, climbs a ladder without cliffs and owns the last
 * producer between day 14 and day 28. Checked by `simulation-naive.test.ts` and printed by
 * `npm run simulate`.
 */
import { abbreviate } from './abbreviate.ts';
import type { Catalog } from './catalog-types.ts';
import type { DailyReport } from './simulation-daily.ts';
import type { LadderStep, TimedPurchase } from './simulation-metrics.ts';
import { steepestSteps, waitsAfter, worstPiles } from './simulation-metrics.ts';
import type { NaiveReport } from './simulation-naive.ts';
import type { TargetCheck } from './simulation-targets.ts';
import { LAST_PRODUCER_DAYS, lastMainProducer } from './simulation-targets.ts';

/** The non-stop naive player plays this many hours. */
export const NAIVE_HOURS = 4;
/** ...and after its first this-many minutes... */
export const NAIVE_GRACE_MINUTES = 10;
/** ...never waits longer than this for its next purchase, minutes. */
export const NAIVE_MAX_WAIT_MINUTES = 10;
/** No resource is ever held above this multiple of what it can be spent on (`spendable`). */
export const PILE_MAX_RATIO = 100;
/** The daily player buys something in at least this share of its sessions... */
export const DAILY_BUYING_SHARE = 0.9;
/** ...through this many days. */
export const DAILY_DAYS = 28;
/** No purchase costs more than this multiple of the one before it priced in the same resource. */
export const LADDER_MAX_RATIO = 10;

const RESOURCE_NAMES = ['seed', 'yield', 'fertilize', 'token'] as const;

/** Each resource's largest pile ratio against the bound. */
function pileChecks(who: string, piles: readonly number[]): TargetCheck[] {
  return piles.map((ratio, slot) => ({
    name: `${who}: ${RESOURCE_NAMES[slot] ?? slot} held / spendable (worst)`,
    figure: Number.isFinite(ratio) ? ratio.toFixed(2) : 'no sink',
    target: `<= ${PILE_MAX_RATIO}`,
    ok: ratio <= PILE_MAX_RATIO,
  }));
}

/** The non-stop naive player's figures against their targets. */
export function naiveChecks(report: NaiveReport, who = 'naive'): TargetCheck[] {
  const [longest] = waitsAfter(report.purchases, NAIVE_GRACE_MINUTES, report.minutes);
  const wait = longest?.minutes ?? 0;
  return [
    {
      name: `${who}: longest wait for a purchase after minute ${NAIVE_GRACE_MINUTES}`,
      figure: `${wait.toFixed(1)} min (from minute ${(longest?.from ?? 0).toFixed(0)}; ${report.purchases.length} purchases)`,
      target: `<= ${NAIVE_MAX_WAIT_MINUTES} min`,
      ok: wait <= NAIVE_MAX_WAIT_MINUTES,
    },
    ...pileChecks(who, worstPiles(report.samples.filter((sample) => sample.minute >= NAIVE_GRACE_MINUTES))),
  ];
}

/** The daily player's purchases through day DAILY_DAYS. */
function daysOf(report: DailyReport): TimedPurchase[] {
  return report.purchases.filter((purchase) => purchase.minute < DAILY_DAYS * 24 * 60);
}

/** A ladder step as printed: ratio, the two prices and the purchase. */
function stepFigure(step: LadderStep | null): string {
  return step === null
    ? 'none'
    : `${step.ratio.toFixed(2)} (${abbreviate(step.previous)} -> ${abbreviate(step.price)}, ${step.producer} ${step.level})`;
}

/**
 * The ladder of each resource, read against `rung` (docs/game-design.md, "The ladder"): the dearest
 * purchase before it, or literally the purchase just before it.
 */
function ladderChecks(who: string, report: DailyReport, rung: 'dearest' | 'previous'): TargetCheck[] {
  const against = rung === 'dearest' ? 'steepest step' : 'vs the purchase just before';
  return steepestSteps(daysOf(report), rung).map((step, slot) => ({
    name: `${who}: ${RESOURCE_NAMES[slot] ?? slot} ladder, ${against}`,
    figure: stepFigure(step),
    target: `<= ${LADDER_MAX_RATIO}`,
    ok: step === null || step.ratio <= LADDER_MAX_RATIO,
  }));
}

/** The daily (naive) player's figures against their targets. */
export function dailyNaiveChecks(catalog: Catalog, report: DailyReport): TargetCheck[] {
  const who = report.policy === 'naive' ? 'daily' : `daily (${report.policy})`;
  const last = lastMainProducer(catalog);
  const day = report.ownedDay[last] ?? null;
  const counted = report.sessionsOutOfReach.filter((d) => d < DAILY_DAYS).length;
  const sessions = Math.min(report.sessions, DAILY_DAYS * 5);
  const buying = sessions - counted;
  return [
    {
      name: `${who}: sessions with a purchase (days 0-${DAILY_DAYS - 1})`,
      figure: `${buying}/${sessions}`,
      target: `>= ${Math.round(DAILY_BUYING_SHARE * 100)}%`,
      ok: sessions > 0 && buying >= DAILY_BUYING_SHARE * sessions,
    },
    {
      name: `${who}: owns ${last} (last producer)`,
      figure: day === null ? 'never' : `day ${day.toFixed(1)}`,
      target: `day ${LAST_PRODUCER_DAYS.from}-${LAST_PRODUCER_DAYS.to}`,
      ok: day !== null && day >= LAST_PRODUCER_DAYS.from && day <= LAST_PRODUCER_DAYS.to,
    },
    ...ladderChecks(who, report, 'dearest'),
    // Read literally only for the cheapest-first player: one who buys the dearest first ends every
    // session on the cheap leftovers, and the next session's first purchase is read against them.
    ...(report.policy === 'naive' ? ladderChecks(who, report, 'previous') : []),
    ...pileChecks(who, worstPiles(report.samples)),
  ];
}
