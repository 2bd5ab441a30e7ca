/**
 * The balance verdict on a catalog: the greedy non-stop player's short horizon, the naive
 * non-stop player's four hours, and the greedy and naive daily players' seasons on coarse steps,
 * each figure against its target (`simulation-targets.ts`, `simulation-targets-naive.ts`). The
 * unit suite holds version 1 to it, and publishing a new version runs it on the candidate.
 */
import type { Catalog } from './catalog-types.ts';
import { simulateDaily } from './simulation-daily.ts';
import type { DailyReport } from './simulation-daily.ts';
import type { TargetCheck } from './simulation-targets.ts';
import { dailyChecks, IN_REACH_DAYS, nonStopChecks } from './simulation-targets.ts';
import type { SimulationReport } from './simulation.ts';
import { simulate } from './simulation.ts';
import type { NaiveReport } from './simulation-naive.ts';
import { simulateNaive } from './simulation-naive.ts';
import { DAILY_DAYS, dailyNaiveChecks, NAIVE_HOURS, naiveChecks } from './simulation-targets-naive.ts';
import { HOUR, MINUTE, SECOND } from './time.ts';

/** The non-stop player's horizon: past the last of its targets (the market within 60 min). */
export const VERDICT_NON_STOP_MS = 65 * MINUTE;
/** The greedy daily player's step inside a session, coarser than `npm run simulate` to stay within seconds. */
export const VERDICT_DAILY_STEP_MS = 5 * SECOND;
/** The naive players' step: they only buy what is affordable, so a coarser step changes little and halves their cost. */
export const VERDICT_NAIVE_STEP_MS = 10 * SECOND;

/** What the simulation played on a catalog, and every target check. */
export interface BalanceVerdict {
  nonStop: SimulationReport;
  daily: DailyReport;
  naive: NaiveReport;
  dailyNaive: DailyReport;
  checks: TargetCheck[];
}

/** Plays `catalog` (the daily player with `seed`) and checks every target. */
export function balanceVerdict(catalog: Catalog, seed = 1): BalanceVerdict {
  const nonStop = simulate(catalog, VERDICT_NON_STOP_MS);
  const daily = simulateDaily(catalog, IN_REACH_DAYS, { seed, stepMs: VERDICT_DAILY_STEP_MS });
  const naive = simulateNaive(catalog, NAIVE_HOURS * HOUR, { stepMs: VERDICT_NAIVE_STEP_MS });
  const dailyNaive = simulateDaily(catalog, DAILY_DAYS, { seed, stepMs: VERDICT_NAIVE_STEP_MS, policy: 'naive' });
  const checks = [
    ...nonStopChecks(nonStop),
    ...dailyChecks(catalog, daily),
    ...naiveChecks(naive),
    ...dailyNaiveChecks(catalog, dailyNaive),
  ];
  return { nonStop, daily, naive, dailyNaive, checks };
}
