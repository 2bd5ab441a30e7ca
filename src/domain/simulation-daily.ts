/**
 * The balance simulation's daily players: five sessions of five minutes a day spread over waking
 * hours. Between sessions only continuous producers run, up to the offline cap. Two policies:
 * 'greedy' claims everything free (`simulation-freebies.ts`) and buys whatever pays back
 * (`simulation-greedy.ts`); 'naive' claims nothing and buys the cheapest affordable purchase while
 * one is affordable (`simulation-naive.ts`), 'dearest' the same but the dearest affordable first. Seeded: the wheel, the cards and the session times
 * draw from one seeded source.
 */
import type { ActionContext } from './actions.ts';
import { advance } from './advance.ts';
import { seasonProducers } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import { newPlayer } from './player.ts';
import type { PlayerState } from './player.ts';
import type { WindfallKind, WindfallTally } from './simulation-freebies.ts';
import { claimFreebies, noWindfalls } from './simulation-freebies.ts';
import type { Purchase } from './simulation-greedy.ts';
import { greedyStep, purchaseOf, SIMULATION_VALUES } from './simulation-greedy.ts';
import type { Sample } from './simulation-metrics.ts';
import { sampleOf } from './simulation-metrics.ts';
import { naiveStep } from './simulation-naive.ts';
import { DAY, HOUR, MINUTE, SECOND, utcDay } from './time.ts';

/** Session starts, hours after UTC midnight, before the jitter. */
export const SESSION_HOURS: readonly number[] = [8, 11.5, 15, 18.5, 22];
/** A session lasts this long, ms. */
export const SESSION_MS = 5 * MINUTE;
/** Each session starts up to this much earlier or later than its hour, ms. */
const SESSION_JITTER_MS = 20 * MINUTE;
/** Free things are looked for this often in a session, ms. */
const CLAIM_EVERY_MS = 10 * SECOND;

/** A seeded source of numbers in [0, 1) (mulberry32): the same seed plays the same game. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the daily simulation reports. Days are since the start (day 0 is the first). */
export interface DailyReport {
  seed: number;
  /** Day each main-season producer was owned (null = never). */
  ownedDay: Record<string, number | null>;
  policy: DailyPolicy;
  /**
   * Sessions played, and the days of those in which nothing was in reach: for 'greedy', no
   * purchase that pays back was ever affordable; for 'naive', nothing was bought.
   */
  sessions: number;
  sessionsOutOfReach: number[];
  /** Balances and pile ratios at the start and the end of each session. */
  samples: Sample[];
  /** Each kind of windfall: how many, and the largest relative to the next two purchases priced in what it paid. */
  windfalls: Record<WindfallKind, WindfallTally>;
  purchases: Purchase[];
  final: PlayerState;
}

/** How a daily player plays inside its sessions. */
export type DailyPolicy = 'greedy' | 'naive' | 'dearest';

/** Plays one session from `at` (ms); the state is settled there. */
function session(
  catalog: Catalog,
  state: PlayerState,
  windfalls: Record<WindfallKind, WindfallTally>,
  at: number,
  play: { step: number; rng: () => number; origin: number; policy: DailyPolicy },
) {
  const { step, rng, origin, policy } = play;
  let claiming = { state, windfalls, start: at };
  let inReach = false;
  const bought: Purchase[] = [];
  let lastClaim = Number.NEGATIVE_INFINITY;
  for (let now = at; now <= at + SESSION_MS; now += step) {
    const ctx: ActionContext = { catalog, now, rng };
    claiming = { ...claiming, state: { ...advance(claiming.state, now), lastSeen: now } };
    if (policy !== 'greedy') {
      const played = naiveStep(claiming.state, ctx, origin, true, policy === 'dearest' ? 'dearest' : 'cheapest');
      claiming = { ...claiming, state: played.state };
      bought.push(...played.bought);
      inReach ||= played.bought.length > 0;
      continue;
    }
    if (now - lastClaim >= CLAIM_EVERY_MS) {
      claiming = claimFreebies(claiming, ctx, origin);
      lastClaim = now;
    }
    const played = greedyStep(claiming.state, ctx, SIMULATION_VALUES, true);
    inReach ||= played.inReach;
    claiming = { ...claiming, state: played.state };
    for (const purchase of played.bought) bought.push(purchaseOf(origin, now, purchase));
  }
  return { state: claiming.state, windfalls: claiming.windfalls, inReach, bought };
}

/** Plays `days` days of the daily player with `seed`; `stepMs` is the step inside a session. */
export function simulateDaily(
  catalog: Catalog,
  days: number,
  options: { seed?: number; stepMs?: number; start?: number; policy?: DailyPolicy } = {},
): DailyReport {
  const seed = options.seed ?? 1;
  const policy = options.policy ?? 'greedy';
  const rng = seededRandom(seed);
  const firstDay = utcDay(options.start ?? 1_700_000_000_000) + 1;
  const origin = firstDay * DAY + (SESSION_HOURS[0] ?? 0) * HOUR - SESSION_JITTER_MS;
  let state = newPlayer(catalog, origin, false);
  const ids = seasonProducers(catalog, 'main').map((def) => def.id);
  const ownedDay: Record<string, number | null> = Object.fromEntries(ids.map((id) => [id, null]));
  for (const producer of state.producers) ownedDay[producer._id] = 0;
  const report: DailyReport = {
    seed,
    policy,
    ownedDay,
    sessions: 0,
    sessionsOutOfReach: [],
    samples: [],
    windfalls: noWindfalls(),
    purchases: [],
    final: state,
  };
  for (let day = 0; day < days; day += 1) {
    for (const hour of SESSION_HOURS) {
      const jitter = Math.round((rng() * 2 - 1) * SESSION_JITTER_MS);
      const at = Math.max(state.settledAt, (firstDay + day) * DAY + hour * HOUR + jitter);
      const before = advance(state, at);
      report.samples.push(sampleOf(catalog, before, (at - origin) / MINUTE, false));
      const played = session(catalog, before, report.windfalls, at, { step: options.stepMs ?? SECOND, rng, origin, policy });
      state = played.state;
      report.samples.push(sampleOf(catalog, state, (state.settledAt - origin) / MINUTE));
      report.sessions += 1;
      if (!played.inReach) report.sessionsOutOfReach.push(day);
      report.windfalls = played.windfalls;
      for (const purchase of played.bought) {
        report.purchases.push(purchase);
        if (ownedDay[purchase.producer] === null) ownedDay[purchase.producer] = purchase.minute / (DAY / MINUTE);
      }
    }
  }
  return { ...report, final: state };
}
