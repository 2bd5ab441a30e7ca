/** GET /backend/hub/leaderboard/event: the running event's ranking (event tokens earned this event). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventPoints } from '#domain/event-ladder';
import { EVENT_LEADERBOARD_PATH, leaderboardSchema } from '#protocol/leaderboard';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { eventRankOf, topEventPlayers } from '../services/event-leaderboard.ts';
import { leaderboardEntry } from '../services/leaderboard.ts';
import { readSettledPlayer } from '../services/settle.ts';

export function registerEventLeaderboardRoute(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(EVENT_LEADERBOARD_PATH, { schema: { response: { 200: leaderboardSchema } } }, async (request) => {
      const { user, loaded, now } = await readSettledPlayer(context, requireSession(request));
      const event = loaded.running.event;
      if (event === undefined) return { seasonNumber: null, top: [], me: leaderboardEntry(user, 1, 0), serverNow: now };
      // Ranked as stored, like every other player, so the caller's rank agrees with the list.
      const stored = loaded.user;
      const tokens = stored.eventId === event.id ? eventPoints(stored.state) : 0;
      const [top, rank] = await Promise.all([topEventPlayers(context.db, event.id), eventRankOf(context.db, event.id, tokens)]);
      const me = top.find((entry) => entry._id === user.gameId) ?? leaderboardEntry(user, rank, tokens);
      return { seasonNumber: event.number, top, me, serverNow: now };
    });
}
