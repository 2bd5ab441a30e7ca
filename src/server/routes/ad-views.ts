/**
 * POST /backend/hub/ad-view-start: an ad-view token for the ad that starts now; GET
 * /adsgram/reward/<secret>?userid=<id>: Adsgram's confirmation that the player watched an ad, only
 * at the secret path the operator set (404 anywhere else, and when none is set). Wrong secrets are
 * budgeted per address, confirmations per player (429 past either).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADSGRAM_REWARD_PATH,
  AD_VIEW_START_PATH,
  adViewStartBodySchema,
  adViewStartResponseSchema,
  adsgramRewardQuerySchema,
} from '#protocol/ad-views';
import { requireSession, userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { recordAdConfirmation, startAdView } from '../services/ad-views.ts';
import { refuseBanned } from '../services/bans.ts';
import { readUser } from '../services/users.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Wrong reward secrets one address may try a window (Adsgram, which knows it, never sends one). */
export const ADSGRAM_GUESSES_PER_WINDOW = 10;
/** Reward confirmations one player may get a window: a few ads a minute at most. */
export const ADSGRAM_REWARDS_PER_WINDOW = 20;

export function registerAdViewRoutes(app: FastifyInstance, context: AppContext): void {
  const { windowMs } = context.config.rateLimit;
  // Adsgram calls from a few addresses for every player: a budget per address would cap the game,
  // so the address pays only for wrong secrets, and each player for their confirmations.
  const guesses = context.rateLimit({ max: ADSGRAM_GUESSES_PER_WINDOW, windowMs, key: (request) => `adsgram-guess:${request.ip}` });
  const rewards = context.rateLimit({
    max: ADSGRAM_REWARDS_PER_WINDOW,
    windowMs,
    key: (request) => `adsgram-reward:${String((request.query as { userid?: unknown }).userid)}`,
  });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    AD_VIEW_START_PATH,
    { schema: { body: adViewStartBodySchema, response: { 200: adViewStartResponseSchema } } },
    async (request) => {
      const { userId } = requireSession(request);
      const now = context.config.now();
      const started = await startAdView(context.db, userId, request.body.card, now);
      if (started === undefined) {
        // No view for a banned player (refused everywhere, as settlePlayer refuses) or an absent one.
        refuseBanned((await readUser(context.db, userId)) ?? { bannedAt: null });
        throw userNotFound();
      }
      return { ...started, serverNow: now };
    },
  );
  typed.get(
    ADSGRAM_REWARD_PATH,
    { schema: { hide: true, params: z.object({ secret: z.string() }), querystring: adsgramRewardQuerySchema } },
    async (request, reply) => {
      const secret = context.config.adsgramRewardSecret;
      if (secret === undefined || !sameSecret(request.params.secret, secret)) {
        await guesses(request);
        throw new HttpError(404, 'NOT_FOUND', 'Not found');
      }
      await rewards(request);
      const userId = request.query.userid;
      // Only a player who opened the game has ads to be rewarded for.
      if ((await readUser(context.db, userId)) === undefined) throw new HttpError(404, 'NOT_FOUND', 'Unknown user');
      await recordAdConfirmation(context.db, userId, context.config.now());
      return reply.code(204).send();
    },
  );
}
