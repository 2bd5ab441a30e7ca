/**
 * The ad-view token of an ad about to be shown: the server issues it when the ad starts and grants
 * the card's claim only with it (single use, for this card, no sooner than the ad's minimum length
 * later), so the claim in the outbox carries it.
 */
import type { AdCardKind } from '#domain/catalog-types';
import { AD_VIEW_START_PATH, adViewStartResponseSchema } from '#protocol/ad-views';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/**
 * The token; throws a `RequestError` when the server cannot be asked (offline: no ad can be claimed).
 */
export async function requestAdView(context: DataContext, card: AdCardKind): Promise<string> {
  const answer = await requestJson(context, {
    method: 'POST',
    path: AD_VIEW_START_PATH,
    body: { card },
    schema: adViewStartResponseSchema,
  });
  return answer.adView;
}
