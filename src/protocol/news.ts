/**
 * News the game tells a player once (a toast), read with the game-user answer and acknowledged
 * with POST /backend/hub/news/ack: a friend joined through the player's link (`tokens` what it
 * credited them), or the player joined through a friend's link (`name` the inviter, the gift is
 * the domain's WELCOME_GIFT).
 */
import { z } from 'zod/mini';
import { displayNameSchema } from './player-card.ts';

export const NEWS_ACK_PATH = '/backend/hub/news/ack';
/** At most this many unseen items come with one answer (the oldest first). */
export const NEWS_LIMIT = 10;

export const newsItemSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(['friend-joined', 'welcome-gift']),
  name: displayNameSchema,
  tokens: z.int().check(z.nonnegative()),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsAckBodySchema = z.object({ ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(NEWS_LIMIT)) });
export const newsAckResponseSchema = z.object({ acknowledged: z.int().check(z.nonnegative()) });
