/** POST /backend/hub/stars/invoice: a Telegram Stars invoice link for one of the Stars products. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STARS_PRODUCTS, findStarsProduct } from '#domain/stars';
import { STARS_INVOICE_PATH, starsInvoiceBodySchema, starsInvoiceSchema } from '#protocol/stars';
import { requireSession, userNotFound } from '../auth/request-session.ts';
import { botTexts, formatAmount } from '../bot/texts.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { refuseBanned } from '../services/bans.ts';
import { STARS_CURRENCY, refusalFor, storeInvoice } from '../services/stars.ts';
import { readUser } from '../services/users.ts';

const REFUSAL_STATUS = { PRODUCT_UNKNOWN: 404, PRODUCT_NOT_OFFERED: 409, SOLD_OUT: 409 } as const;

export function registerStarsRoutes(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(STARS_INVOICE_PATH, { schema: { body: starsInvoiceBodySchema, response: { 200: starsInvoiceSchema } } }, async (request) => {
      const telegramId = requireSession(request).userId;
      const { productId } = request.body;
      const user = await readUser(context.db, telegramId);
      if (user === undefined) throw userNotFound();
      refuseBanned(user);
      const refusal = await refusalFor(context.db, telegramId, productId);
      if (refusal !== null) throw new HttpError(REFUSAL_STATUS[refusal], refusal, `Stars product ${productId}: ${refusal}`);
      const api = context.bot.bot?.api;
      if (api === undefined) throw new HttpError(503, 'BOT_DISABLED', 'Payments need the bot');
      const product = findStarsProduct(STARS_PRODUCTS, productId);
      if (product === undefined) throw new HttpError(404, 'PRODUCT_UNKNOWN', `Stars product ${productId}: PRODUCT_UNKNOWN`);
      const invoice = await storeInvoice(context.db, telegramId, productId, context.config.now());
      const texts = botTexts(user.language);
      const tokens = formatAmount(product.tokens, user.language);
      try {
        const link = await api.createInvoiceLink(texts.starsTitle(tokens), texts.starsDescription(tokens), invoice.id, '', STARS_CURRENCY, [
          { label: texts.starsTitle(tokens), amount: product.stars },
        ]);
        return { link };
      } catch (error) {
        request.log.warn({ err: error }, 'createInvoiceLink failed');
        throw new HttpError(502, 'BOT_API_ERROR', 'Telegram did not make the invoice, try again');
      }
    });
}
