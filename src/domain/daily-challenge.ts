/**
 * The daily challenge (docs/game-design.md, "Daily loop"): three tasks picked from the UTC day's
 * number alone, so server and client agree without asking; counted from 00:00 UTC, reset at the
 * next 00:00 UTC, its reward claimed at most once a day.
 */
import { CHALLENGE_REWARDS, CHALLENGE_TARGETS, CHALLENGE_TASKS } from './catalog.ts';
import type { Catalog, Reward } from './catalog-types.ts';
import type { ActionType, Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { ChallengeKind, DailyRecord, PlayerState } from './player.ts';
import { emptyDaily } from './player.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { grantRewards, tokensIn } from './rewards.ts';
import { DAY, utcDay } from './time.ts';

/** Task kinds in the order a challenge lists them. */
export const CHALLENGE_KINDS: readonly ChallengeKind[] = ['upgrade', 'tractor', 'spin', 'card'];

/** The action that counts for each task kind. */
const COUNTED: Partial<Record<ActionType, ChallengeKind>> = {
  'producer-upgrade': 'upgrade',
  'event-trigger': 'tractor',
  spin: 'spin',
  'card-turn': 'card',
};

/** One task of a challenge: do `kind` `target` times today. */
export interface ChallengeTask {
  kind: ChallengeKind;
  target: number;
}

/** A 32-bit integer hash of `value` and `salt` (the day's seed; same bits on every engine). */
function mix(value: number, salt: number): number {
  let h = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The tasks of UTC day `day`: CHALLENGE_TASKS distinct kinds, each with a target from CHALLENGE_TARGETS. */
export function challengeFor(day: number): ChallengeTask[] {
  const left = mix(day, 0) % CHALLENGE_KINDS.length;
  const kinds = CHALLENGE_KINDS.filter((_, index) => index !== left).slice(0, CHALLENGE_TASKS);
  return kinds.map((kind, index) => {
    const targets = CHALLENGE_TARGETS[kind];
    return { kind, target: targets[mix(day, index + 1) % targets.length] ?? 1 };
  });
}

/** The record's counters as they stand on UTC day `day` (an earlier day's count as 0). */
function recordOn(record: DailyRecord, day: number): DailyRecord {
  return record.day === day ? record : { ...emptyDaily(day), claimedDay: record.claimedDay };
}

/** `state` with the task an applied action of type `type` stands for counted at `now` (ms); others unchanged. */
export function countTask(state: PlayerState, type: ActionType, now: number): PlayerState {
  const kind = COUNTED[type];
  if (kind === undefined) return state;
  const record = recordOn(state.daily, utcDay(now));
  return { ...state, daily: { ...record, counts: { ...record.counts, [kind]: record.counts[kind] + 1 } } };
}

/** A task with the player's progress. */
export interface ChallengeTaskView extends ChallengeTask {
  /** Times done today, at most `target`. */
  done: number;
}

/** What the daily-challenge card shows at `now`. */
export interface ChallengeView {
  day: number;
  tasks: ChallengeTaskView[];
  /** Every task reached its target. */
  complete: boolean;
  /** Today's reward was claimed. */
  claimed: boolean;
  /** The next 00:00 UTC, when a new challenge begins, ms. */
  resetsAt: number;
  rewards: readonly Reward[];
}

/** Today's challenge at `now` (ms) with the player's progress: the one rule the card renders. */
export function challengeView(state: PlayerState, now: number): ChallengeView {
  const day = utcDay(now);
  const record = recordOn(state.daily, day);
  const tasks = challengeFor(day).map((task) => ({ ...task, done: Math.min(record.counts[task.kind], task.target) }));
  return {
    day,
    tasks,
    complete: tasks.every((task) => task.done >= task.target),
    claimed: record.claimedDay === day,
    resetsAt: (day + 1) * DAY,
    rewards: CHALLENGE_REWARDS,
  };
}

/** Claims today's challenge reward: once per UTC day, only when every task is done. */
export function claimChallenge(catalog: Catalog, state: PlayerState, now: number): Result<Outcome> {
  const view = challengeView(state, now);
  if (view.claimed) return fail('CHALLENGE_CLAIMED');
  if (!view.complete) return fail('CHALLENGE_NOT_MET');
  const record = recordOn(state.daily, view.day);
  const done = grantRewards(catalog, { ...state, daily: { ...record, claimedDay: view.day } }, view.rewards, now, 'daily-challenge');
  return ok({
    state: done.state,
    result: { ...emptyResult('challenge-claim'), granted: done.granted, tokensCredited: tokensIn(done.granted) },
  });
}
