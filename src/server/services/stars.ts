/**
 * Telegram Stars payments (docs/operations.md, "Telegram Stars"). An invoice's payload is the id
 * of a row in `star_invoices` (random, opaque), so what comes back with a pre-checkout or a
 * payment is looked up, never believed: the product, price and player are the stored ones, and
 * the payer must be that player. Goods are granted in the transaction that inserts the charge id
 * (insert on conflict nothing), so a payment Telegram delivers again, to any instance, grants
 * nothing more; a refund takes back what is left of the grant, once.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { PlayerState } from '#domain/player';
import { STARS_PRODUCTS, findStarsProduct, grantStarsTokens, starsRefusal, takeBackStarsTokens, type StarsRefusal } from '#domain/stars';
import type { AppDatabase, AppTransaction, Queryable } from '../db/database.ts';
import { starInvoices, starPayments } from '../db/schema.ts';
import { tokenChanges } from './ledger.ts';
import { lockPlayer, writeLockedPlayer } from './player-store.ts';
import { settlePlayer } from './settle.ts';
import { inTransaction } from './transaction.ts';

export const STARS_CURRENCY = 'XTR';

export type StarInvoice = typeof starInvoices.$inferSelect;
export type StarPayment = typeof starPayments.$inferSelect;

/** Payments the player made for the product (refunded ones included: a refund does not reopen a once-only offer). */
async function paidCount(db: Queryable, userId: number, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(starPayments)
    .where(and(eq(starPayments.userId, userId), eq(starPayments.productId, productId)));
  return row?.n ?? 0;
}

/** Why the player may not buy the product now, or null. */
export async function refusalFor(db: Queryable, userId: number, productId: string): Promise<StarsRefusal | null> {
  return starsRefusal(STARS_PRODUCTS, productId, await paidCount(db, userId, productId));
}

/** Stores a pending invoice for the player and the product; answers it (its id is the payload). */
export async function storeInvoice(db: Queryable, userId: number, productId: string, now: number): Promise<StarInvoice> {
  const product = findStarsProduct(STARS_PRODUCTS, productId);
  if (product === undefined) throw new Error(`no Stars product ${productId}`);
  const invoice = { id: randomBytes(16).toString('base64url'), userId, productId, stars: product.stars, createdAt: now };
  await db.insert(starInvoices).values(invoice);
  return invoice;
}

/** What Telegram says was (or is about to be) paid. */
export interface StarsCheckout {
  payload: string;
  payerId: number;
  currency: string;
  totalAmount: number;
}

/** The stored invoice the checkout is for, if it matches it in every part (payer, currency, amount). */
export async function matchInvoice(db: Queryable, checkout: StarsCheckout): Promise<StarInvoice | undefined> {
  if (checkout.payload.length > 64) return undefined;
  const [invoice] = await db.select().from(starInvoices).where(eq(starInvoices.id, checkout.payload));
  if (invoice === undefined) return undefined;
  const matches = invoice.userId === checkout.payerId && checkout.currency === STARS_CURRENCY && checkout.totalAmount === invoice.stars;
  return matches ? invoice : undefined;
}

/** Applies `change` to the locked player (settled first), with ledger rows under `ledgerKey`; undefined without the player. */
async function changeTokens(
  tx: AppTransaction,
  userId: number,
  now: number,
  change: (state: PlayerState) => { state: PlayerState; reason: string },
  ledgerKey: string,
): Promise<PlayerState | undefined> {
  const player = await lockPlayer(tx, userId);
  if (player === undefined) return undefined;
  const settled = settlePlayer(player, { now, contact: false });
  const { state, reason } = change(settled.state);
  const seasonId = settled.columns.seasonId;
  await writeLockedPlayer(tx, {
    telegramId: userId,
    columns: settled.columns,
    state,
    now,
    ledger: [...settled.ledger, ...tokenChanges(settled.state, state, reason).map((entry) => ({ ...entry, seasonId }))],
    ledgerKey,
  });
  return state;
}

/**
 * Records the payment of `invoice` under Telegram's charge id and grants its goods, in one
 * transaction; answers false (nothing granted) when that charge was recorded before.
 */
export async function recordPayment(db: AppDatabase, invoice: StarInvoice, chargeId: string, now: number): Promise<boolean> {
  const product = findStarsProduct(STARS_PRODUCTS, invoice.productId);
  const tokens = product?.tokens ?? 0;
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insert(starPayments)
      .values({
        chargeId,
        invoiceId: invoice.id,
        userId: invoice.userId,
        productId: invoice.productId,
        stars: invoice.stars,
        tokens,
        paidAt: now,
      })
      .onConflictDoNothing()
      .returning({ chargeId: starPayments.chargeId });
    if (inserted.length === 0) return false;
    await changeTokens(
      tx,
      invoice.userId,
      now,
      (state) => ({ state: grantStarsTokens(state, tokens), reason: 'stars-purchase' }),
      `stars:${chargeId}`,
    );
    return true;
  });
}

/** The payment of a charge, if recorded. */
export async function findPayment(db: Queryable, chargeId: string): Promise<StarPayment | undefined> {
  const [payment] = await db.select().from(starPayments).where(eq(starPayments.chargeId, chargeId));
  return payment;
}

/**
 * Marks the charge refunded and takes back what is left of its grant (never below zero), once;
 * answers the tokens taken back, or undefined when there is no such payment or it was refunded before.
 */
export async function recordRefund(db: AppDatabase, chargeId: string, now: number): Promise<number | undefined> {
  return inTransaction(db, async (tx) => {
    const [payment] = await tx
      .update(starPayments)
      .set({ refundedAt: now })
      .where(and(eq(starPayments.chargeId, chargeId), isNull(starPayments.refundedAt)))
      .returning();
    if (payment === undefined) return undefined;
    let taken = 0;
    await changeTokens(
      tx,
      payment.userId,
      now,
      (state) => {
        const back = takeBackStarsTokens(state, payment.tokens);
        taken = back.taken;
        return { state: back.state, reason: 'stars-refund' };
      },
      `stars-refund:${chargeId}`,
    );
    await tx.update(starPayments).set({ tokensTakenBack: taken }).where(eq(starPayments.chargeId, chargeId));
    return taken;
  });
}
