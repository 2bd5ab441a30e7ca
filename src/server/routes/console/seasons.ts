/**
 * The console's seasons and events: what `npm run admin -- season|event` does (the same service
 * functions), and scheduled starts and ends. Every change is audited.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_API, scheduleBodySchema, seasonChangeBodySchema, seasonKindSchema, seasonsSchema } from '#protocol/console';
import type { AppContext } from '../../context.ts';
import { HttpError, invalidInput } from '../../http-error.ts';
import { audit } from '../../console/audit.ts';
import { cancelScheduled, listScheduled, scheduleChange } from '../../services/season-schedule.ts';
import { endSeason, listSeasons, startSeason, type SeasonChange } from '../../services/seasons.ts';

function changed(change: SeasonChange) {
  if (!change.ok) throw new HttpError(409, change.reason, change.message);
  return change.value;
}

export function registerSeasonRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  app.get(`${CONSOLE_API}/seasons`, { schema: { response: { 200: seasonsSchema } } }, async () => {
    const [seasons, scheduled] = await Promise.all([listSeasons(db, undefined), listScheduled(db)]);
    return { seasons, scheduled };
  });
  const kindParams = z.object({ kind: seasonKindSchema });
  app.post(`${CONSOLE_API}/seasons/:kind/start`, { schema: { params: kindParams, body: seasonChangeBodySchema } }, async (request) => {
    const now = config.now();
    const season = changed(await startSeason(db, request.params.kind, request.body.name, now));
    await audit(
      db,
      { operatorId: request.operatorId, action: `${request.params.kind}-start`, target: String(season.id), detail: season },
      now,
    );
    return season;
  });
  app.post(`${CONSOLE_API}/seasons/:kind/end`, { schema: { params: kindParams } }, async (request) => {
    const now = config.now();
    const season = changed(await endSeason(db, request.params.kind, now));
    await audit(
      db,
      { operatorId: request.operatorId, action: `${request.params.kind}-end`, target: String(season.id), detail: season },
      now,
    );
    return season;
  });
  app.post(`${CONSOLE_API}/schedule`, { schema: { body: scheduleBodySchema } }, async (request) => {
    const now = config.now();
    if (request.body.at <= now) throw invalidInput('body.at', 'must be in the future');
    const entry = await scheduleChange(db, { ...request.body, operatorId: request.operatorId }, now);
    await audit(db, { operatorId: request.operatorId, action: 'schedule', target: String(entry.id), detail: entry }, now);
    return entry;
  });
  app.post(
    `${CONSOLE_API}/schedule/:id/cancel`,
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const now = config.now();
      if (!(await cancelScheduled(db, request.params.id, now)))
        throw new HttpError(404, 'NOT_FOUND', `No pending scheduled change ${request.params.id}`);
      await audit(db, { operatorId: request.operatorId, action: 'schedule-cancel', target: String(request.params.id) }, now);
      return reply.code(204).send();
    },
  );
}
