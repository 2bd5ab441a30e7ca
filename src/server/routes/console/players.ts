/** The console's players: search, one player, and bans (audited, with the operator's reason). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_API, banBodySchema, playerDetailSchema, playerSearchSchema } from '#protocol/console';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { audit } from '../../console/audit.ts';
import { playerDetail, searchPlayers } from '../../console/players.ts';
import { setBan } from '../../services/bans.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

function noSuchPlayer(id: number): HttpError {
  return new HttpError(404, 'NOT_FOUND', `No player ${id}`);
}

export function registerPlayerRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  app.get(
    `${CONSOLE_API}/players`,
    { schema: { querystring: z.object({ q: z.string().max(100).default('') }), response: { 200: playerSearchSchema } } },
    async (request) => ({ players: await searchPlayers(db, request.query.q) }),
  );
  app.get(`${CONSOLE_API}/players/:id`, { schema: { params: idParams, response: { 200: playerDetailSchema } } }, async (request) => {
    const detail = await playerDetail(db, request.params.id);
    if (detail === undefined) throw noSuchPlayer(request.params.id);
    return detail;
  });
  for (const change of ['ban', 'unban'] as const) {
    app.post(`${CONSOLE_API}/players/:id/${change}`, { schema: { params: idParams, body: banBodySchema } }, async (request, reply) => {
      const { id } = request.params;
      const now = config.now();
      const { reason } = request.body;
      if (!(await setBan(db, id, change === 'ban' ? reason : null, now))) throw noSuchPlayer(id);
      await audit(db, { operatorId: request.operatorId, action: change, target: String(id), detail: { reason } }, now);
      return reply.code(204).send();
    });
  }
}
