/** Daily check-in (once per UTC day) and the referral reward. */
import { credit } from './balance.ts';
import { CHECKIN_STREAK_TOKENS, REFERRAL_REWARD, REFERRAL_REWARD_PREMIUM } from './catalog.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { utcDay } from './time.ts';

/** Tokens paid on day `streak` (1-based) of a check-in streak. */
export function checkinTokens(streak: number): number {
  const table = CHECKIN_STREAK_TOKENS;
  return table[Math.min(Math.max(streak, 1), table.length) - 1] ?? 0;
}

/** Checks in for today's UTC day: the streak grows if yesterday was checked in, else restarts at 1. */
export function checkIn(state: PlayerState, now: number): Result<Outcome> {
  const today = utcDay(now);
  const { lastDay, streak } = state.checkin;
  if (lastDay === today) return fail('ALREADY_CHECKED_IN');
  const nextStreak = lastDay === today - 1 ? streak + 1 : 1;
  const tokens = checkinTokens(nextStreak);
  const done = credit({ ...state, checkin: { lastDay: today, streak: nextStreak } }, 'main', [0, 0, 0, tokens]);
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
