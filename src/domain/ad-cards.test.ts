import { describe, expect, it } from 'vitest';
import { applyAction, applyWhenDue } from './actions.ts';
import { AD_MIN_VIEW_MS, adCardTimes, readyAdCardCount } from './ad-cards.ts';
import { AD_CARDS, CATALOG_V1 } from './catalog.ts';
import type { PlayerState } from './player.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, reasonOf } from './testing/fixtures.ts';
import { DAY, HOUR, utcDay } from './time.ts';

const DAY_START = (utcDay(T0) + 1) * DAY;

describe('ad reward cards', () => {
  it('grants each card its reward and starts its own 1 h cooldown', () => {
    const water = apply(player(), { type: 'ad-card-claim', card: 'water' }, at(T0));
    expect(water.state.waterBoost.amount).toBe(30);
    expect(water.state.adCards.water.nextAvailableAt).toBe(T0 + HOUR);
    expect(reasonOf(applyAction(water.state, { type: 'ad-card-claim', card: 'water' }, at(T0 + HOUR - 1)))).toBe('COOLDOWN');
    expect(reasonOf(applyAction(water.state, { type: 'ad-card-claim', card: 'spin' }, at(T0 + 1)))).toBe('applied');
    expect(apply(player(), { type: 'ad-card-claim', card: 'user' }, at(T0)).state.boosts.find((b) => b.type === 'user')?.amount).toBe(1);
    expect(apply(player(), { type: 'ad-card-claim', card: 'insta' }, at(T0)).state.boosts.find((b) => b.type === 'insta')?.amount).toBe(1);
    expect(apply(player(), { type: 'ad-card-claim', card: 'spin' }, at(T0)).state.spin).toBe(player().spin + 1);
  });

  it('counts grants per UTC day up to the daily limit', () => {
    let state: PlayerState = player();
    const limit = AD_CARDS.spin.dailyLimit;
    for (let i = 0; i < limit; i += 1) state = apply(state, { type: 'ad-card-claim', card: 'spin' }, at(DAY_START + i * HOUR)).state;
    expect(adCardTimes(CATALOG_V1, state, DAY_START + limit * HOUR).spin).toEqual({
      nextAvailableAt: DAY_START + limit * HOUR,
      leftToday: 0,
    });
    expect(reasonOf(applyAction(state, { type: 'ad-card-claim', card: 'spin' }, at(DAY_START + limit * HOUR)))).toBe('DAILY_LIMIT');
    expect(reasonOf(applyAction(state, { type: 'ad-card-claim', card: 'spin' }, at(DAY_START + DAY)))).toBe('applied');
  });

  it('counts the cards ready now: a claimed card waits out its cooldown', () => {
    expect(readyAdCardCount(CATALOG_V1, player(), T0)).toBe(4);
    const claimed = apply(player(), { type: 'ad-card-claim', card: 'water' }, at(T0)).state;
    expect(readyAdCardCount(CATALOG_V1, claimed, T0 + 1)).toBe(3);
    expect(readyAdCardCount(CATALOG_V1, claimed, T0 + HOUR)).toBe(4);
  });

  it('refuses a card kind that does not exist', () => {
    expect(reasonOf(applyAction(player(), { type: 'ad-card-claim', card: 'gold' as 'spin' }, at(T0)))).toBe('CARD_UNKNOWN');
  });

  it('grants a card only with the proof of an ad shown for it, counted from when it was watched', () => {
    const claim = { type: 'ad-card-claim', card: 'water' } as const;
    expect(reasonOf(applyAction(player(), claim, at(T0, 0, {})))).toBe('AD_NOT_WATCHED');
    expect(reasonOf(applyAction(player(), claim, at(T0, 0, { adView: { card: 'spin', watchedFrom: T0 } })))).toBe('AD_NOT_WATCHED');
    const fresh = { adView: { card: 'water' as const, watchedFrom: T0 + AD_MIN_VIEW_MS } };
    const early = applyAction(player(), claim, at(T0, 0, fresh));
    expect(early).toEqual({ ok: false, reason: 'AD_NOT_WATCHED', retryAt: T0 + AD_MIN_VIEW_MS });
    // Claimed early but received once the ad was over: applied when it was.
    const due = applyWhenDue(player(), claim, at(T0, 0, fresh), T0 + AD_MIN_VIEW_MS + 100);
    expect(due.at).toBe(T0 + AD_MIN_VIEW_MS);
    expect(reasonOf(due.outcome)).toBe('applied');
    // The cooldown and the daily limit are judged first: a proof never buys past them.
    const claimed = apply(player(), claim, at(T0));
    expect(reasonOf(applyAction(claimed.state, claim, at(T0 + 1, 0, {})))).toBe('COOLDOWN');
  });
});
