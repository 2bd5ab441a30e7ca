/** GET /backend/transactions/get-limited-products */
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
      const { state, catalog, now } = await readSettledPlayer(context, requireSession(request));
      return { ...listLimitedProducts(catalog, state, now), serverNow: now };
    });
}
