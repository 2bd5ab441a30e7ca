/** Daily check-in (once per UTC day) and the referral reward. */
import { credit } from './balance.ts';
import { REFERRAL_REWARD, REFERRAL_REWARD_PREMIUM } from './catalog.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { nextCheckin, streakTokens } from './streak.ts';
import { utcDay } from './time.ts';

/**
 * Checks in for today's UTC day: the streak grows if yesterday was checked in (or the day before,
 * with the missed day forgiven, see `streak.ts`), else restarts at 1; pays the streak day's tokens.
 */
export function checkIn(state: PlayerState, now: number): Result<Outcome> {
  const today = utcDay(now);
  if (state.checkin.lastDay === today) return fail('ALREADY_CHECKED_IN');
  const checkin = nextCheckin(state.checkin, today);
  const tokens = streakTokens(checkin.streak);
  const done = credit({ ...state, checkin }, 'main', [0, 0, 0, tokens]);
  const granted = [{ type: 'resource' as const, resource: 3 as const, season: 'main' as const, amount: done.credited[3] }];
  return ok({ state: done.state, result: { ...emptyResult('checkin'), granted, tokensCredited: done.credited[3] } });
}

/** The referrer's credit for a new user: 1000 tokens, 3000 if the new user is premium. */
export function referralReward(premium: boolean): number {
  return premium ? REFERRAL_REWARD_PREMIUM : REFERRAL_REWARD;
}

/** The referrer's state after the credit for a new user (the server makes it happen once). */
export function creditReferral(referrer: PlayerState, newUserPremium: boolean): PlayerState {
  return credit(referrer, 'main', [0, 0, 0, referralReward(newUserPremium)]).state;
}
