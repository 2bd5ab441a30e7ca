/** The console's Telegram Stars: revenue, and refunding a payment (refundStarPayment, then recorded; audited). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSOLE_STARS_REFUND_PATH,
  CONSOLE_STARS_REVENUE_PATH,
  starsRefundBodySchema,
  starsRefundSchema,
  starsRevenueSchema,
} from '#protocol/console-stars';
import type { AppContext } from '../../context.ts';
import { audit } from '../../console/audit.ts';
import { starsRevenue } from '../../console/stars-revenue.ts';
import { HttpError } from '../../http-error.ts';
import { findPayment, recordRefund } from '../../services/stars.ts';

export function registerStarsConsoleRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  app.get(CONSOLE_STARS_REVENUE_PATH, { schema: { response: { 200: starsRevenueSchema } } }, async () => starsRevenue(db));
  app.post(
    CONSOLE_STARS_REFUND_PATH,
    { schema: { body: starsRefundBodySchema, response: { 200: starsRefundSchema } } },
    async (request) => {
      const { chargeId, reason } = request.body;
      const payment = await findPayment(db, chargeId);
      if (payment === undefined) throw new HttpError(404, 'NOT_FOUND', 'No such Stars payment');
      if (payment.refundedAt !== null) throw new HttpError(409, 'ALREADY_REFUNDED', 'This payment was refunded already');
      const api = context.bot.bot?.api;
      if (api === undefined) throw new HttpError(503, 'BOT_DISABLED', 'Refunds need the bot');
      try {
        await api.refundStarPayment(payment.userId, chargeId);
      } catch (error) {
        request.log.warn({ err: error }, 'refundStarPayment failed');
        throw new HttpError(502, 'BOT_API_ERROR', 'Telegram refused or did not answer the refund; nothing changed');
      }
      // Telegram's refunded_payment update for the same charge finds it refunded and changes nothing.
      const taken = (await recordRefund(db, chargeId, config.now())) ?? 0;
      const now = config.now();
      await audit(
        db,
        { operatorId: request.operatorId, action: 'stars-refund', target: chargeId, detail: { reason, tokensTakenBack: taken } },
        now,
      );
      return { tokensTakenBack: taken };
    },
  );
}
