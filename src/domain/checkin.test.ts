import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CHECKIN_STREAK_TOKENS } from './catalog.ts';
import { creditReferral, referralReward } from './checkin.ts';
import { streakTokens } from './streak.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, reasonOf } from './testing/fixtures.ts';
import { DAY, utcDay } from './time.ts';

describe('daily check-in', () => {
  it('pays once per UTC day and grows the streak on consecutive days', () => {
    const first = apply(player(), { type: 'checkin' }, at(T0));
    expect(first.state.checkin).toEqual({ lastDay: utcDay(T0), streak: 1, forgivenDay: null });
    expect(first.result.tokensCredited).toBe(CHECKIN_STREAK_TOKENS[0]);
    expect(reasonOf(applyAction(first.state, { type: 'checkin' }, at(T0 + 1)))).toBe('ALREADY_CHECKED_IN');
    const second = apply(first.state, { type: 'checkin' }, at(T0 + DAY));
    expect(second.state.checkin.streak).toBe(2);
    expect(second.state.resources[3]).toBe((CHECKIN_STREAK_TOKENS[0] ?? 0) + (CHECKIN_STREAK_TOKENS[1] ?? 0));
    expect(apply(second.state, { type: 'checkin' }, at(T0 + 4 * DAY)).state.checkin.streak).toBe(1);
  });

  it('caps the streak reward at the last entry', () => {
    expect(streakTokens(1)).toBe(5);
    expect(streakTokens(30)).toBe(CHECKIN_STREAK_TOKENS.at(-1));
  });
});

describe('referral reward', () => {
  it('is 1000 tokens, 3000 for a premium new user', () => {
    expect(referralReward(false)).toBe(1000);
    expect(referralReward(true)).toBe(3000);
    const credited = creditReferral(player(), true);
    expect(credited.resources[3]).toBe(3000);
    expect(credited.tokensEarned).toBe(3000);
  });
});
