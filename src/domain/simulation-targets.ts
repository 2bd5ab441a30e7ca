/**
 * The targets of the balance simulation (game-rules.md, "Balance simulation" and "Corrections from
 * turn 2"), checked by `simulation.test.ts` and printed beside the figures by `npm run simulate`.
 */
import { abbreviate } from './abbreviate.ts';
import { seasonProducers } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import type { DailyReport } from './simulation-daily.ts';
import { WINDFALL_KINDS } from './simulation-freebies.ts';
import type { SimulationReport } from './simulation.ts';

/** The non-stop player owns these producers within these minutes of play. */
export const OWN_WITHIN_MINUTES: Readonly<Record<string, number>> = { field: 3, compost: 15, market: 60 };
/** ...and has a continuous producer within this many minutes. */
export const FIRST_CONTINUOUS_WITHIN_MINUTES = 30;
/** The daily player has a purchase within reach in every session of these first days. */
export const IN_REACH_DAYS = 28;
/** The daily player owns the main season's last producer between these days (since the start). */
export const LAST_PRODUCER_DAYS = { from: 14, to: 28 } as const;
/** No windfall pays more than this share of the next two purchases priced in what it pays. */
export const WINDFALL_MAX_RATIO = 1;
/** The main season has at least this many producers. */
export const MIN_MAIN_PRODUCERS = 8;

/** The main season's last producer (the highest tier). */
export function lastMainProducer(catalog: Catalog): string {
  const main = seasonProducers(catalog, 'main');
  return main.reduce((last, def) => (def.tier > last.tier ? def : last)).id;
}

/** A target and whether the figure holds it. */
export interface TargetCheck {
  name: string;
  figure: string;
  target: string;
  ok: boolean;
}

const minutes = (value: number | null): string => (value === null ? 'never' : `${value.toFixed(1)} min`);

/** The non-stop player's figures against their targets. */
export function nonStopChecks(report: SimulationReport): TargetCheck[] {
  const checks = Object.entries(OWN_WITHIN_MINUTES).map(([id, within]) => {
    const owned = report.owned[id] ?? null;
    return { name: `non-stop owns ${id}`, figure: minutes(owned), target: `<= ${within} min`, ok: owned !== null && owned <= within };
  });
  const first = report.firstContinuous;
  const ok = first !== null && first <= FIRST_CONTINUOUS_WITHIN_MINUTES;
  checks.push({ name: 'non-stop first continuous', figure: minutes(first), target: `<= ${FIRST_CONTINUOUS_WITHIN_MINUTES} min`, ok });
  return checks;
}

/** Each kind of windfall against the bound: its largest credit over the next two purchases priced in it. */
function windfallChecks(report: DailyReport): TargetCheck[] {
  return WINDFALL_KINDS.map((kind) => {
    const { count, worst } = report.windfalls[kind];
    const figure =
      worst === null
        ? `${count} taken, no resource paid`
        : `${worst.ratio.toFixed(2)} (${abbreviate(worst.amount)} of ${abbreviate(worst.nextTwo)}; ${count} taken)`;
    return {
      name: `daily: ${kind}: largest / next two purchases`,
      figure,
      target: `<= ${WINDFALL_MAX_RATIO}`,
      ok: (worst?.ratio ?? 0) <= WINDFALL_MAX_RATIO,
    };
  });
}

/** One daily player's figures against their targets. */
export function dailyChecks(catalog: Catalog, report: DailyReport): TargetCheck[] {
  const last = lastMainProducer(catalog);
  const day = report.ownedDay[last] ?? null;
  const outOfReach = report.sessionsOutOfReach.filter((d) => d < IN_REACH_DAYS);
  const mainCount = seasonProducers(catalog, 'main').length;
  return [
    { name: 'main-season producers', figure: String(mainCount), target: `>= ${MIN_MAIN_PRODUCERS}`, ok: mainCount >= MIN_MAIN_PRODUCERS },
    {
      name: `daily: sessions with a purchase in reach (days 0-${IN_REACH_DAYS - 1})`,
      figure: `${report.sessions - outOfReach.length}/${report.sessions}`,
      target: 'all',
      ok: outOfReach.length === 0,
    },
    {
      name: `daily: owns ${last} (last producer)`,
      figure: day === null ? 'never' : `day ${day.toFixed(1)}`,
      target: `day ${LAST_PRODUCER_DAYS.from}-${LAST_PRODUCER_DAYS.to}`,
      ok: day !== null && day >= LAST_PRODUCER_DAYS.from && day <= LAST_PRODUCER_DAYS.to,
    },
    ...windfallChecks(report),
  ];
}
