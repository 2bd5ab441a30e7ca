/** GET /backend/hub/leaderboard: tokens earned this season, the top 100 and the caller's rank. */
import { z } from 'zod/mini';
import { displayNameSchema, photoUrlSchema } from './player-card.ts';

export const LEADERBOARD_PATH = '/backend/hub/leaderboard';
export const LEADERBOARD_SIZE = 100;
/** The running event's ranking (event tokens earned this event), the same answer; `seasonNumber` is the event's number, null when none runs. */
export const EVENT_LEADERBOARD_PATH = '/backend/hub/leaderboard/event';

/**
 * Ranks are 1-based, by standard competition ranking: equal tokens share a rank and the next rank
 * skips as many (1, 2, 2, 4). `_id` is the game id, never the telegram id. `name` and `photoUrl`
 * follow the rules of player-card.ts.
 */
const positiveInt = z.int().check(z.positive());
const tokens = z.int().check(z.nonnegative());

export const leaderboardEntrySchema = z.object({
  rank: positiveInt,
  _id: z.string(),
  name: displayNameSchema,
  photoUrl: photoUrlSchema,
  tokens,
});
export const leaderboardSchema = z.object({
  seasonNumber: z.nullable(positiveInt),
  top: z.array(leaderboardEntrySchema).check(z.maxLength(LEADERBOARD_SIZE)),
  /** The caller as a row of the ranking (the same rank as their row in `top` when they are in it). */
  me: leaderboardEntrySchema,
  serverNow: z.number(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
