/** GET /backend/hub/season/get-data: the running season, or "No active season found." between seasons. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '#protocol/errors';
import { SEASON_PATH, seasonDataSchema } from '#protocol/season';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { runningSeason } from '../services/seasons.ts';

export function registerSeasonRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(SEASON_PATH, { schema: { response: { 200: seasonDataSchema } } }, async (request) => {
    requireSession(request);
    const [season, event] = await Promise.all([runningSeason(context.db, 'main'), runningSeason(context.db, 'event')]);
    if (season === undefined) throw new HttpError(404, 'NO_ACTIVE_SEASON', MESSAGES.noActiveSeason);
    return {
      seasonName: season.name,
      seasonNumber: season.number,
      startDate: new Date(season.startedAt).toISOString(),
      event:
        event === undefined
          ? null
          : { eventName: event.name, eventNumber: event.number, startDate: new Date(event.startedAt).toISOString() },
    };
  });
}
