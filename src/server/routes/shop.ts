/** GET /backend/transactions/get-limited-products */
import { CATALOG_V1 } from '#domain/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listLimitedProducts } from '#domain/shop';
import { LIMITED_PRODUCTS_PATH, limitedProductsSchema } from '#protocol/shop';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { readSettledPlayer } from '../services/settle.ts';

export function registerShopRoute(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(LIMITED_PRODUCTS_PATH, { schema: { response: { 200: limitedProductsSchema } } }, async (request) => {
      const { state, now } = await readSettledPlayer(context, requireSession(request));
      return { ...listLimitedProducts(CATALOG_V1, state, now), serverNow: now };
    });
}
