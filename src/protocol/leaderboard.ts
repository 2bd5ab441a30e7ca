/** GET /backend/hub/leaderboard: tokens earned this season, the top 100 and the caller's rank. */
import { z } from 'zod/mini';

export const LEADERBOARD_PATH = '/backend/hub/leaderboard';
export const LEADERBOARD_SIZE = 100;

/** Ranks are 1-based; equal tokens share a rank (1, 2, 2, 4). `_id` is the game id, never the telegram id. */
const positiveInt = z.int().check(z.positive());
const tokens = z.int().check(z.nonnegative());

export const leaderboardEntrySchema = z.object({ rank: positiveInt, _id: z.string(), name: z.string(), tokens });
export const leaderboardSchema = z.object({
  seasonNumber: z.nullable(positiveInt),
  top: z.array(leaderboardEntrySchema).check(z.maxLength(LEADERBOARD_SIZE)),
  me: z.object({ rank: positiveInt, tokens }),
  serverNow: z.number(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
