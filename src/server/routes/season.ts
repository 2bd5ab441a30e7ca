/** GET /backend/hub/season/get-data: the running season, or "No active season found." between seasons. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '#protocol/errors';
import { SEASON_PATH, seasonDataSchema } from '#protocol/season';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { seasonData } from '../services/season-data.ts';

export function registerSeasonRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(SEASON_PATH, { schema: { response: { 200: seasonDataSchema } } }, async (request) => {
    requireSession(request);
    const season = await seasonData(context.db);
    if (season === null) throw new HttpError(404, 'NO_ACTIVE_SEASON', MESSAGES.noActiveSeason);
    return season;
  });
}
