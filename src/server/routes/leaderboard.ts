/** GET /backend/hub/leaderboard: the running (or, between seasons, the last) season's ranking. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEADERBOARD_PATH, leaderboardEntrySchema, leaderboardSchema } from '#protocol/leaderboard';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { leaderboardEntry, rankOf, topPlayers } from '../services/leaderboard.ts';
import { latestSeason } from '../services/seasons.ts';
import { validRows } from '../services/valid-rows.ts';
import { readSettledPlayer } from '../services/settle.ts';

export function registerLeaderboardRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(LEADERBOARD_PATH, { schema: { response: { 200: leaderboardSchema } } }, async (request) => {
    const { user, loaded, now } = await readSettledPlayer(context, requireSession(request));
    // The running season came with the player's read; between seasons, the last one.
    const season = loaded.running.main ?? (await latestSeason(context.db, 'main'));
    if (season === undefined) return { seasonNumber: null, top: [], me: leaderboardEntry(user, 1, 0), serverNow: now };
    // Ranked as stored, like every other player, so the caller's rank agrees with the list.
    const stored = loaded.user;
    const tokens = stored.seasonId === season.id ? stored.seasonTokens : 0;
    const [ranked, rank] = await Promise.all([topPlayers(context.db, season.id), rankOf(context.db, season.id, tokens)]);
    const top = validRows(ranked, leaderboardEntrySchema, request.log, 'leaderboard');
    const me = top.find((entry) => entry._id === user.gameId) ?? leaderboardEntry(user, rank, tokens);
    return { seasonNumber: season.number, top, me, serverNow: now };
  });
}
