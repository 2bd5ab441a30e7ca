/** GET /backend/hub/leaderboard: tokens earned this season, the top 100 and the caller's rank. */
import { z } from 'zod';

export const LEADERBOARD_PATH = '/backend/hub/leaderboard';
export const LEADERBOARD_SIZE = 100;

/** Ranks are 1-based; equal tokens share a rank (1, 2, 2, 4). `_id` is the game id, never the telegram id. */
export const leaderboardEntrySchema = z.object({ rank: z.number().int().positive(), _id: z.string(), name: z.string(), tokens: z.number().int().nonnegative() });
export const leaderboardSchema = z.object({
  seasonNumber: z.number().int().positive().nullable(),
  top: z.array(leaderboardEntrySchema).max(LEADERBOARD_SIZE),
  me: z.object({ rank: z.number().int().positive(), tokens: z.number().int().nonnegative() }),
  serverNow: z.number(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
