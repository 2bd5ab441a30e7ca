/** GET /backend/transactions/get-limited-products: offers on sale for the caller; bought with the `limited-product-buy` action. */
import { z } from 'zod';
import type { ProductView } from '#domain/shop';
import { rewardSchema } from './catalog.ts';
import type { SameType } from './type-check.ts';

export const LIMITED_PRODUCTS_PATH = '/backend/transactions/get-limited-products';

export const productViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  rewards: z.array(rewardSchema).readonly(),
  expiresAt: z.number().nullable(),
  repeatMs: z.number().nullable(),
  result: z.object({ nextPurchaseTime: z.number().nullable() }),
});
const _productMatches: SameType<z.infer<typeof productViewSchema>, ProductView> = true;

export const limitedProductsSchema = z.object({ limited: z.array(productViewSchema), spin: z.array(productViewSchema), serverNow: z.number() });
export type LimitedProducts = z.infer<typeof limitedProductsSchema>;
