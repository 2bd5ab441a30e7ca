/**
 * GET /backend/hub/friends: the friends the caller invited (players who opened the game through
 * their link and counted), newest first, at most 100, with how many there are in all.
 */
import { z } from 'zod/mini';
import { displayNameSchema, photoUrlSchema } from './player-card.ts';

export const FRIENDS_PATH = '/backend/hub/friends';
export const FRIENDS_LIMIT = 100;

export const FRIEND_SHARE_PATH = '/backend/hub/friends/share';

/**
 * A friend: `_id` is the game id (never the telegram id), `joinedAt` when they first opened the
 * game (ms since epoch, server clock), `earned` the tokens their joining credited the caller,
 * `seasonTokens` the tokens the friend earned this season (their progress, as stored), and
 * `shareReady` the caller's share of the friend's earnings ready to collect.
 */
export const friendSchema = z.object({
  _id: z.string(),
  name: displayNameSchema,
  photoUrl: photoUrlSchema,
  joinedAt: z.number(),
  earned: z.int().check(z.nonnegative()),
  seasonTokens: z.int().check(z.nonnegative()),
  shareReady: z.int().check(z.nonnegative()),
});
export const friendsSchema = z.object({
  friends: z.array(friendSchema).check(z.maxLength(FRIENDS_LIMIT)),
  /** Every friend counted, also those past the list's 100. */
  total: z.int().check(z.nonnegative()),
  /** The caller's share of every friend's earnings ready to collect (POST FRIEND_SHARE_PATH). */
  shareReady: z.int().check(z.nonnegative()),
  serverNow: z.number(),
});

/** POST FRIEND_SHARE_PATH: the tokens the collection credited (0 when nothing was ready). */
export const friendShareAnswerSchema = z.object({ collected: z.int().check(z.nonnegative()), serverNow: z.number() });
export type FriendShareAnswer = z.infer<typeof friendShareAnswerSchema>;
export type Friend = z.infer<typeof friendSchema>;
export type Friends = z.infer<typeof friendsSchema>;
