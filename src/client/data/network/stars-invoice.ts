/** The invoice link of a Telegram Stars product, asked of the server (it makes it with the Bot API). */
import { STARS_INVOICE_PATH, starsInvoiceSchema } from '#protocol/stars';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/**
 * The link; throws a `RequestError` (its `reason` SOLD_OUT or PRODUCT_NOT_OFFERED when refused).
 */
export async function requestStarsInvoice(context: DataContext, productId: string): Promise<string> {
  const answer = await requestJson(context, { method: 'POST', path: STARS_INVOICE_PATH, body: { productId }, schema: starsInvoiceSchema });
  return answer.link;
}
