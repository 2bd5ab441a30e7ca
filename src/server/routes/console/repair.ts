/**
 * The console's repair tools: correcting a player's balances (a signed ledger entry, audited with
 * the operator's reason; refused when a balance would go below zero, changing nothing) and the
 * players a catalog version's rewards paid out of bounds.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_API } from '#protocol/console';
import { correctionBodySchema, correctionResultSchema, outOfBoundsSchema } from '#protocol/console-repair';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { correctPlayer, outOfBoundsPlayers } from '../../services/corrections.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const versionParams = z.object({ version: z.coerce.number().int().positive() });

export function registerRepairRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  app.post(
    `${CONSOLE_API}/players/:id/correct`,
    { schema: { params: idParams, body: correctionBodySchema, response: { 200: correctionResultSchema } } },
    async (request) => {
      const { id } = request.params;
      const outcome = await correctPlayer(db, id, request.body, request.operatorId, config.now());
      if (outcome.ok) return { tokens: outcome.tokens, spins: outcome.spins };
      if (outcome.problem === 'NOT_FOUND') throw new HttpError(404, 'NOT_FOUND', `No player ${id}`);
      throw new HttpError(422, 'BELOW_ZERO', `The correction would take player ${id}'s tokens or spins below zero; nothing was changed`);
    },
  );
  app.get(
    `${CONSOLE_API}/content/versions/:version/out-of-bounds`,
    { schema: { params: versionParams, response: { 200: outOfBoundsSchema } } },
    async (request) => {
      const report = await outOfBoundsPlayers(db, request.params.version);
      if (report === undefined) throw new HttpError(404, 'NOT_FOUND', `Version ${request.params.version} was never published`);
      return report;
    },
  );
}
