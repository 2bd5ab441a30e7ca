/** GET /backend/hub/catalog: the active catalog version, for a client whose game-user named another. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOG_PATH, catalogResponseSchema } from '#protocol/catalog-version';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { activeCatalog } from '../services/catalog-versions.ts';

export function registerCatalogRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(CATALOG_PATH, { schema: { response: { 200: catalogResponseSchema } } }, async (request) => {
    requireSession(request);
    return activeCatalog(context);
  });
}
