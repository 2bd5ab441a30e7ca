/**
 * Reward cards for ads: each card has its own cooldown (1 h) and a daily limit, and a claim needs
 * proof, held by the server, that an ad was shown for it (`AdView`).
 */
import type { AdCardDef, AdCardKind, Catalog } from './catalog-types.ts';
import { AD_CARD_KINDS } from './catalog-types.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import type { Result } from './result.ts';
import { fail, failUntil, ok } from './result.ts';
import { grantReward, tokensIn } from './rewards.ts';
import { SECOND, utcDay } from './time.ts';

/**
 * The shortest ad, ms: an ad-view token the server issued when an ad started counts as watched
 * this long after (the development provider's countdown lasts as long).
 */
export const AD_MIN_VIEW_MS = 5 * SECOND;

/**
 * The server's proof that an ad was shown: an ad-view token it issued for card `card` (null: any
 * card, the ad network's own confirmation), which counts from `watchedFrom` (ms).
 */
export interface AdView {
  card: AdCardKind | null;
  watchedFrom: number;
}

/** What stands for a proof where only the server can hold one (the client's optimistic view, previews). */
export const AD_VIEW_ASSUMED: AdView = { card: null, watchedFrom: 0 };

/** The "ad times per card" (docs/product.md, section 3): when each card is next available (ms) and grants left today. */
export function adCardTimes(
  catalog: Catalog,
  state: PlayerState,
  now: number,
): Record<AdCardKind, { nextAvailableAt: number; leftToday: number }> {
  const entries = AD_CARD_KINDS.map((kind) => {
    const record = state.adCards[kind];
    const usedToday = record.day === utcDay(now) ? record.count : 0;
    return [
      kind,
      { nextAvailableAt: record.nextAvailableAt, leftToday: Math.max(0, catalog.adCards[kind].dailyLimit - usedToday) },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<AdCardKind, { nextAvailableAt: number; leftToday: number }>;
}

/**
 * Grants ad card `kind` after its cooldown, within its daily limit, with a proof that an ad was
 * shown for it (`view`; none, or one of another card, is refused; one too fresh counts from its
 * `watchedFrom`).
 */
export function claimAdCard(
  catalog: Catalog,
  state: PlayerState,
  kind: AdCardKind,
  now: number,
  view: AdView | undefined,
): Result<Outcome> {
  const def = catalog.adCards[kind] as AdCardDef | undefined;
  if (def === undefined) return fail('CARD_UNKNOWN');
  const record = state.adCards[kind];
  const today = utcDay(now);
  const usedToday = record.day === today ? record.count : 0;
  if (now < record.nextAvailableAt) return failUntil('COOLDOWN', record.nextAvailableAt);
  if (usedToday >= def.dailyLimit) return fail('DAILY_LIMIT');
  if (view === undefined || (view.card !== null && view.card !== kind)) return fail('AD_NOT_WATCHED');
  if (now < view.watchedFrom) return failUntil('AD_NOT_WATCHED', view.watchedFrom);
  const adCards = { ...state.adCards, [kind]: { nextAvailableAt: now + def.cooldown, count: usedToday + 1, day: today } };
  const done = grantReward(catalog, { ...state, adCards }, def.reward, now, 'ad-card-claim');
  const granted = [done.grant];
  return ok({ state: done.state, result: { ...emptyResult('ad-card-claim'), granted, tokensCredited: tokensIn(granted) } });
}

/** How many ad cards can be claimed at `now` (off cooldown, with grants left today). */
export function readyAdCardCount(catalog: Catalog, state: PlayerState, now: number): number {
  return Object.values(adCardTimes(catalog, state, now)).filter((card) => card.leftToday > 0 && card.nextAvailableAt <= now).length;
}
