/** GET /backend/transactions/get-limited-products */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advance } from '#domain/advance';
import { listLimitedProducts } from '#domain/shop';
import { LIMITED_PRODUCTS_PATH, limitedProductsSchema } from '#protocol/shop';
import { requireSession, userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { readUser } from '../services/users.ts';

export function registerShopRoute(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(LIMITED_PRODUCTS_PATH, { schema: { response: { 200: limitedProductsSchema } } }, async (request) => {
      const claims = requireSession(request);
      const user = await readUser(context.db, claims.userId);
      if (user === undefined) throw userNotFound();
      const now = context.config.now();
      return { ...listLimitedProducts(advance(user.state, now), now), serverNow: now };
    });
}
