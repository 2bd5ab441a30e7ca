/**
 * Telegram Stars payments in the bot (docs/operations.md, "Telegram Stars"): a pre-checkout query
 * is answered at once (Telegram waits at most 10 s), refusing a payload that is no pending invoice
 * of the payer, or a product that is sold out or withdrawn; the goods are granted on
 * `successful_payment` only, once per charge; Telegram's `refunded_payment` takes them back.
 */
import type { Bot } from 'grammy';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../db/database.ts';
import { matchInvoice, recordPayment, recordRefund, refusalFor } from '../services/stars.ts';
import { botTexts } from './texts.ts';

export interface PaymentDeps {
  db: AppDatabase;
  now: () => number;
  log: FastifyBaseLogger;
}

/** Installs the pre-checkout, payment and refund handlers. */
export function installPayments(bot: Bot, deps: PaymentDeps): void {
  const { db, now, log } = deps;
  bot.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const checkout = { payload: query.invoice_payload, payerId: query.from.id, currency: query.currency, totalAmount: query.total_amount };
    const invoice = await matchInvoice(db, checkout);
    const refusal = invoice === undefined ? 'INVOICE_UNKNOWN' : await refusalFor(db, invoice.userId, invoice.productId);
    if (refusal === null) {
      await ctx.answerPreCheckoutQuery(true);
      return;
    }
    log.info({ playerId: query.from.id, refusal }, 'Stars pre-checkout refused');
    await ctx.answerPreCheckoutQuery(false, { error_message: botTexts(query.from.language_code).starsRefused });
  });

  bot.on('message:successful_payment', async (ctx) => {
    const payment = ctx.message.successful_payment;
    const checkout = {
      payload: payment.invoice_payload,
      payerId: ctx.from.id,
      currency: payment.currency,
      totalAmount: payment.total_amount,
    };
    const invoice = await matchInvoice(db, checkout);
    const chargeId = payment.telegram_payment_charge_id;
    if (invoice === undefined) {
      // Paid, yet for no invoice of this payer: nothing is granted; the operator refunds it from the log.
      log.error({ playerId: ctx.from.id, chargeId }, 'Stars payment for no matching invoice');
      return;
    }
    const granted = await recordPayment(db, invoice, chargeId, now());
    log.info({ playerId: invoice.userId, productId: invoice.productId, chargeId, granted }, 'Stars payment');
  });

  bot.on('message:refunded_payment', async (ctx) => {
    const chargeId = ctx.message.refunded_payment.telegram_payment_charge_id;
    const taken = await recordRefund(db, chargeId, now());
    log.info({ playerId: ctx.from.id, chargeId, taken }, 'Stars refund from Telegram');
  });
}

/** True for an update that carries a payment or a refund: one that must not be lost. */
export function carriesPayment(update: { message?: { successful_payment?: unknown; refunded_payment?: unknown } }): boolean {
  return update.message?.successful_payment !== undefined || update.message?.refunded_payment !== undefined;
}
