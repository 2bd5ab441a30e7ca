/**
 * The daily loop's and the prestige's numbers (re-exported by `catalog.ts`); why they are what
 * they are: docs/game-design.md, "Daily loop" and "Prestige".
 */
import type { Reward } from './catalog-types.ts';
import type { ChallengeKind } from './player.ts';
import { TOKEN } from './resources.ts';

/** Days in the check-in calendar; from day 7 on every check-in pays day 7's reward. */
export const STREAK_CALENDAR_DAYS = 7;
/** A missed day is forgiven at most once in this many UTC days (rolling), days. */
export const STREAK_FORGIVE_WINDOW_DAYS = 7;

/** The targets a daily challenge may ask of one kind of task; the day's seed picks one. */
export const CHALLENGE_TARGETS: Readonly<Record<ChallengeKind, readonly number[]>> = {
  upgrade: [3, 5, 8],
  tractor: [2, 3, 4],
  spin: [1],
  card: [1],
};
/** Tasks in a daily challenge (distinct kinds). */
export const CHALLENGE_TASKS = 3;
/** What completing the daily challenge pays. */
export const CHALLENGE_REWARDS: readonly Reward[] = [
  { type: 'resource', resource: TOKEN, amount: 150, minutes: 0 },
  { type: 'boost', boost: 'user', amount: 1 },
];

/** Each star adds this to the output multiplier (10 stars: ×1.2). */
export const PRESTIGE_STAR_BONUS = 0.02;
/**
 * A farm worth the season's last producer's token price is sold for this many stars; stars grow
 * with the square root of the farm's worth (4× the price: 2× the stars).
 */
export const PRESTIGE_STARS_AT_LAST_PRICE = 10;
/** The token price used when the last producer costs no tokens, whole tokens. */
export const PRESTIGE_FALLBACK_PRICE = 1_000_000;
