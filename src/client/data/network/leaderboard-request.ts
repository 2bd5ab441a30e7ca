/** GET /backend/hub/leaderboard, in the network chunk (its schema brings zod; see sync/network.ts). */
import { EVENT_LEADERBOARD_PATH, LEADERBOARD_PATH, leaderboardSchema, type Leaderboard } from '#protocol/leaderboard';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/**
 * Tokens earned this season: the top 100 and the player's own rank.
 */
export function requestLeaderboard(context: DataContext): Promise<Leaderboard> {
  return requestJson(context, { method: 'GET', path: LEADERBOARD_PATH, schema: leaderboardSchema });
}

/**
 * Event tokens earned in the running event: the top 100 and the player's own rank.
 */
export function requestEventLeaderboard(context: DataContext): Promise<Leaderboard> {
  return requestJson(context, { method: 'GET', path: EVENT_LEADERBOARD_PATH, schema: leaderboardSchema });
}
