/**
 * GET /backend/hub/friends: the friends the caller invited (players who opened the game through
 * their link and counted), newest first, at most 100, with how many there are in all.
 */
import { z } from 'zod/mini';
import { displayNameSchema, photoUrlSchema } from './player-card.ts';

export const FRIENDS_PATH = '/backend/hub/friends';
export const FRIENDS_LIMIT = 100;

/**
 * A friend: `_id` is the game id (never the telegram id), `joinedAt` when they first opened the
 * game (ms since epoch, server clock), `earned` the tokens their joining credited the caller.
 */
export const friendSchema = z.object({
  _id: z.string(),
  name: displayNameSchema,
  photoUrl: photoUrlSchema,
  joinedAt: z.number(),
  earned: z.int().check(z.nonnegative()),
});
export const friendsSchema = z.object({
  friends: z.array(friendSchema).check(z.maxLength(FRIENDS_LIMIT)),
  /** Every friend counted, also those past the list's 100. */
  total: z.int().check(z.nonnegative()),
  serverNow: z.number(),
});
export type Friend = z.infer<typeof friendSchema>;
export type Friends = z.infer<typeof friendsSchema>;
