/** GET /backend/transactions/get-limited-products: offers on sale for the caller; bought with the `limited-product-buy` action. */
import { z } from 'zod/mini';
import type { ProductView } from '#domain/shop';
import { rewardSchema } from './catalog.ts';
import type { SameType } from './type-check.ts';

export const LIMITED_PRODUCTS_PATH = '/backend/transactions/get-limited-products';

export const productViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.int(),
  rewards: z.readonly(z.array(rewardSchema)),
  expiresAt: z.nullable(z.number()),
  repeatMs: z.nullable(z.number()),
  result: z.object({ nextPurchaseTime: z.nullable(z.number()) }),
});
const _productMatches: SameType<z.infer<typeof productViewSchema>, ProductView> = true;

export const limitedProductsSchema = z.object({
  limited: z.array(productViewSchema),
  spin: z.array(productViewSchema),
  serverNow: z.number(),
});
