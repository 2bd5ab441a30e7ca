/**
 * The charts of the three simulated players (docs/charts/*.svg): what each report becomes as a
 * `ChartSpec` of `svg-chart.ts`.
 */
import type { DailyReport } from '#domain/simulation-daily';
import type { Purchase } from '#domain/simulation-greedy';
import type { Sample } from '#domain/simulation-metrics';
import { NAIVE_GRACE_MINUTES, NAIVE_MAX_WAIT_MINUTES } from '#domain/simulation-targets-naive';
import type { Bar, ChartSpec, Marker, Series } from './svg-chart.ts';

const NAMES = ['seed', 'yield', 'fertilize', 'token'] as const;
const COLORS = ['#8a6d1d', '#2e8b57', '#7b4fa0', '#d4781c'] as const;
const DAY_MINUTES = 24 * 60;

/** One line per resource from `samples`, x = minute / `unit`. */
function balances(samples: readonly Sample[], unit: number): Series[] {
  return NAMES.map((name, slot) => ({
    name,
    color: COLORS[slot] ?? '#000',
    points: samples.map((sample) => [sample.minute / unit, sample.resources[slot] ?? 0] as const),
  }));
}

/** A tick per purchase; buying a producer is labelled with its id. */
function markers(purchases: readonly Purchase[], unit: number): Marker[] {
  return purchases.map((purchase) =>
    purchase.action === 'buy' ? { x: purchase.minute / unit, label: purchase.producer } : { x: purchase.minute / unit },
  );
}

/** Bars of the waits between purchases (minutes), red over `target` after `grace` minutes. */
function waitBars(purchases: readonly Purchase[], end: number, grace: number, target: number): Bar[] {
  const bars: Bar[] = [];
  let last = 0;
  for (const minute of [...purchases.map((purchase) => purchase.minute), end]) {
    const wait = minute - last;
    if (wait > 0) bars.push({ x0: last, x1: minute, value: wait, bad: last >= grace && wait > target });
    last = minute;
  }
  return bars;
}

/** A non-stop player (naive or greedy) over `minutes` of play. */
export function nonStopChart(title: string, samples: readonly Sample[], purchases: readonly Purchase[], minutes: number): ChartSpec {
  return {
    title,
    xLabel: 'minutes of play',
    xMax: minutes,
    series: balances(samples, 1),
    markers: markers(purchases, 1),
    bars: waitBars(purchases, minutes, NAIVE_GRACE_MINUTES, NAIVE_MAX_WAIT_MINUTES),
    barLabel: 'wait for the next purchase, minutes (red: over the target after minute 10)',
    barTarget: NAIVE_MAX_WAIT_MINUTES,
  };
}

/** A daily player over its days: balances as sessions open and close, purchases per session. */
export function dailyChart(title: string, report: DailyReport, days: number): ChartSpec {
  const bars: Bar[] = [];
  const sessions = report.samples.filter((sample) => !sample.spent);
  for (const opened of sessions) {
    const closed = opened.minute + 5;
    const count = report.purchases.filter((p) => p.minute >= opened.minute && p.minute <= closed).length;
    const x0 = opened.minute / DAY_MINUTES;
    bars.push({ x0, x1: x0 + 0.12, value: count, bad: count === 0 });
  }
  return {
    title,
    xLabel: 'days since the start (5 sessions of 5 minutes a day; balances as each session opens and closes)',
    xMax: days,
    series: balances(report.samples, DAY_MINUTES),
    markers: markers(report.purchases, DAY_MINUTES),
    bars,
    barLabel: 'purchases per session, clipped at 20 (red: a session with nothing bought)',
    barTarget: null,
    barMax: 20,
  };
}
