/** Telegram Stars payments: the invoices handed to players and each charge, granted once. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ms } from './columns.ts';

/** A Stars invoice handed to a player: its id is the invoice payload, so the payload names nothing a player could change. */
export const starInvoices = pgTable(
  'star_invoices',
  {
    id: text('id').primaryKey(),
    userId: ms('user_id').notNull(),
    productId: text('product_id').notNull(),
    /** Whole Stars the invoice asks. */
    stars: integer('stars').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('star_invoices_user_idx').on(t.userId)],
);

/**
 * A Stars payment, once per Telegram charge: inserted (on conflict nothing) in the transaction
 * that grants the goods, so a payment delivered again grants nothing. A refund sets refunded_at.
 */
export const starPayments = pgTable(
  'star_payments',
  {
    chargeId: text('charge_id').primaryKey(),
    invoiceId: text('invoice_id').notNull(),
    userId: ms('user_id').notNull(),
    productId: text('product_id').notNull(),
    stars: integer('stars').notNull(),
    /** Whole tokens credited. */
    tokens: ms('tokens').notNull(),
    paidAt: ms('paid_at').notNull(),
    refundedAt: ms('refunded_at'),
    /** Whole tokens the refund took back (what was left of the grant). */
    tokensTakenBack: ms('tokens_taken_back'),
  },
  (t) => [index('star_payments_user_idx').on(t.userId, t.productId), index('star_payments_paid_idx').on(t.paidAt)],
);
