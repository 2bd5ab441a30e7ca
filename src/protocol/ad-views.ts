/**
 * POST /backend/hub/ad-view-start: the client asks for an ad-view token when an ad starts and sends
 * it with the card's claim (`adView` of `ad-card-claim`); GET /adsgram/reward/<secret>: the ad
 * network's own confirmation, server to server.
 */
import { z as zodClassic } from 'zod';
import { z } from 'zod/mini';

export const AD_VIEW_START_PATH = '/backend/hub/ad-view-start';
export const ADSGRAM_REWARD_PATH = '/adsgram/reward/:secret';

export const adViewStartBodySchema = /* @__PURE__ */ (() =>
  zodClassic.object({ card: zodClassic.enum(['water', 'spin', 'user', 'insta']) }))();

/** `adView`: the token, single use, for this player and card; the claim counts from `watchedFrom` (server ms). */
export const adViewStartResponseSchema = z.object({ adView: z.string(), watchedFrom: z.number(), serverNow: z.number() });
export type AdViewStart = z.infer<typeof adViewStartResponseSchema>;

/** Adsgram fills `[userId]` in the reward URL the operator set: `?userid=[userId]`. */
export const adsgramRewardQuerySchema = /* @__PURE__ */ (() =>
  zodClassic.object({ userid: zodClassic.coerce.number().int().positive() }))();
