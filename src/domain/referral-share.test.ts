import { describe, expect, it } from 'vitest';
import { CATALOG_V1 } from './catalog.ts';
import { collectableDays, FRIEND_SHARE_DAILY_CAP, friendShare, grantWelcomeGift, WELCOME_GIFT } from './referral-share.ts';
import { T0 } from './testing/arbitraries.ts';
import { player } from './testing/fixtures.ts';

describe('the welcome gift', () => {
  it('credits every reward of the gift, what it lists', () => {
    const before = player();
    const { state, granted } = grantWelcomeGift(CATALOG_V1, before, T0);
    expect(granted).toHaveLength(WELCOME_GIFT.length);
    expect(state.spin).toBe(before.spin + 3);
    expect(state.boosts.find((boost) => boost.type === 'user')?.amount).toBe(
      (before.boosts.find((boost) => boost.type === 'user')?.amount ?? 0) + 1,
    );
    expect(state.waterBoost.amount).toBe(before.waterBoost.amount + 60);
  });
});

describe("the inviter's share", () => {
  it('is 5% of a day, floored, capped per friend and day', () => {
    expect(friendShare(1000)).toBe(50);
    expect(friendShare(39)).toBe(1);
    expect(friendShare(19)).toBe(0);
    expect(friendShare(10_000_000)).toBe(FRIEND_SHARE_DAILY_CAP);
  });

  it('pays nothing for nothing, a negative or a bad amount', () => {
    expect(friendShare(0)).toBe(0);
    expect(friendShare(-500)).toBe(0);
    expect(friendShare(Number.NaN)).toBe(0);
    expect(friendShare(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('collects the seven completed days before today, never today', () => {
    expect(collectableDays(100)).toEqual([93, 94, 95, 96, 97, 98, 99]);
  });
});
