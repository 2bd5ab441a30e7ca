/** GET /backend/hub/season/get-data: the running season, or "No active season found." between seasons. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '#protocol/errors';
import { SEASON_PATH, seasonDataSchema } from '#protocol/season';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { scheduledEnd } from '../services/season-schedule.ts';
import { runningSeasons } from '../services/seasons.ts';

export function registerSeasonRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(SEASON_PATH, { schema: { response: { 200: seasonDataSchema } } }, async (request) => {
    requireSession(request);
    // One query for both (an arrival reads it with every first open, docs/scaling.md).
    const { main: season, event } = await runningSeasons(context.db);
    if (season === undefined) throw new HttpError(404, 'NO_ACTIVE_SEASON', MESSAGES.noActiveSeason);
    const eventEnd = event === undefined ? null : await scheduledEnd(context.db, 'event', event.startedAt);
    return {
      seasonName: season.name,
      seasonNumber: season.number,
      startDate: new Date(season.startedAt).toISOString(),
      event:
        event === undefined
          ? null
          : {
              eventName: event.name,
              eventNumber: event.number,
              startDate: new Date(event.startedAt).toISOString(),
              endsAt: eventEnd === null ? null : new Date(eventEnd).toISOString(),
            },
    };
  });
}
