/** `GET /admin/api/overview`: the console's numbers and charts. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONSOLE_API, overviewSchema } from '#protocol/console';
import type { AppContext } from '../../context.ts';
import { overview } from '../../console/overview.ts';

export function registerOverviewRoute(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`${CONSOLE_API}/overview`, { schema: { response: { 200: overviewSchema } } }, () => overview(context.db, context.config.now()));
}
