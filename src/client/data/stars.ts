/** Telegram Stars purchases through the app's client: the invoice link, and the resync after a payment. */
import type { DataClient } from './client.ts';
import { loadNetwork } from './network-loader.ts';
import { RequestError } from './transport/request-error.ts';

export type StarsInvoiceAnswer = { ok: true; link: string } | { ok: false; reason: 'SOLD_OUT' | 'UNAVAILABLE' };

/** The invoice link of `productId`, or why there is none (sold out, or the server could not be asked). */
export async function starsInvoice(client: DataClient | undefined, productId: string): Promise<StarsInvoiceAnswer> {
  if (client === undefined) return { ok: false, reason: 'UNAVAILABLE' };
  try {
    const network = await loadNetwork();
    return { ok: true, link: await network.requestStarsInvoice(client.context, productId) };
  } catch (error) {
    const soldOut = error instanceof RequestError && (error.reason === 'SOLD_OUT' || error.reason === 'PRODUCT_NOT_OFFERED');
    return { ok: false, reason: soldOut ? 'SOLD_OUT' : 'UNAVAILABLE' };
  }
}

/** Fetches the player again so goods granted on the server show; false when that sync failed. */
export function resyncAfterPayment(client: DataClient | undefined): Promise<boolean> {
  return client?.sync() ?? Promise.resolve(false);
}
