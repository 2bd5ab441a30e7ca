/** POST /backend/hub/stars/invoice: an invoice link for a Stars product (opened with Telegram's openInvoice). */
import { z } from 'zod/mini';

export const STARS_INVOICE_PATH = '/backend/hub/stars/invoice';

export const starsInvoiceBodySchema = z.object({ productId: z.string().check(z.minLength(1), z.maxLength(64)) });

export const starsInvoiceSchema = z.object({ link: z.string() });
