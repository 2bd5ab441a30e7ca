/**
 * Telegram Stars against the Bot API stand-in, through the real webhook with its secret: the
 * invoice link, the pre-checkout, a payment delivered again (and to several instances) granting
 * once, and refunds from Telegram and from the console taking back what is left.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { STARS_PRODUCTS } from '#domain/stars';
import type { PlayerState } from '#domain/player';
import type { BotConfig } from '#server/config';
import { auditLog, starPayments, tokenLedger, users } from '#server/db/schema';
import { readUser } from '#server/services/users';
import { useBotApiStub } from './helpers/bot-api-stub.ts';
import { CONSOLE_BOT, consoleCall, signIn } from './helpers/console.ts';
import { TEST_BOT_TOKEN, newPlayerSession, useHarness } from './helpers/harness.ts';

const SECRET = CONSOLE_BOT.webhookSecret ?? '';
const BOT: BotConfig = CONSOLE_BOT;
const PLAYER = 501;
const SMALL = STARS_PRODUCTS.find((product) => product.id === 'stars-tokens-100');
const ONCE = STARS_PRODUCTS.find((product) => product.perPlayer === 1);

const stub = useBotApiStub();

const harness = useHarness({ mode: 'production' });
beforeEach(async () => {
  stub.calls.length = 0;
  stub.refusing.clear();
  await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: BOT });
});

let updateId = 10_000;
function webhook(update: Record<string, unknown>, app = harness.app) {
  return app.inject({ method: 'POST', url: '/telegram/webhook', payload: update, headers: { 'x-telegram-bot-api-secret-token': SECRET } });
}

async function invoice(session: string, productId: string) {
  return harness.call(session, { method: 'POST', url: '/backend/hub/stars/invoice', payload: { productId } });
}

/** The payload the stand-in put into the link (Telegram hands it back with the checkout). */
async function payloadOf(session: string, productId: string): Promise<string> {
  const response = await invoice(session, productId);
  expect(response.statusCode, response.body).toBe(200);
  const { link } = JSON.parse(response.body) as { link: string };
  return decodeURIComponent(link.split('$')[1] ?? '');
}

function preCheckout(payload: string, stars: number, from = PLAYER) {
  updateId += 1;
  return {
    update_id: updateId,
    pre_checkout_query: {
      id: `q${updateId}`,
      from: { id: from, is_bot: false, first_name: 'Ann' },
      currency: 'XTR',
      total_amount: stars,
      invoice_payload: payload,
    },
  };
}

function message(extra: Record<string, unknown>, from = PLAYER) {
  updateId += 1;
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: 0,
      chat: { id: from, type: 'private', first_name: 'Ann' },
      from: { id: from, is_bot: false, first_name: 'Ann' },
      ...extra,
    },
  };
}

function paid(payload: string, stars: number, chargeId: string, from = PLAYER) {
  return message(
    {
      successful_payment: {
        currency: 'XTR',
        total_amount: stars,
        invoice_payload: payload,
        telegram_payment_charge_id: chargeId,
        provider_payment_charge_id: '',
      },
    },
    from,
  );
}

async function tokens(): Promise<number> {
  return (await readUser(harness.database.db, PLAYER))?.state.resources[3] ?? Number.NaN;
}

async function ledger(reason: string) {
  const rows = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.reason, reason));
  return rows.map((row) => [row.userId, row.amount]);
}

describe('a Stars invoice', () => {
  it('is a createInvoiceLink in XTR without a provider token, its payload an opaque id', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER, language: 'ru' });
    const payload = await payloadOf(session, 'stars-tokens-100');
    const [call] = stub.callsOf('createInvoiceLink');
    expect(call?.body).toMatchObject({ currency: 'XTR', provider_token: '', prices: [{ amount: SMALL?.stars }], payload });
    expect(String(call?.body.title)).toContain('токенов');
    expect(payload).toMatch(/^[\w-]{22}$/);
    expect(payload).not.toContain(String(PLAYER));
  });

  it('for an unknown product is a 404 and asks Telegram nothing', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    for (const productId of ['nope', 'x'.repeat(65), '']) {
      const response = await invoice(session, productId);
      expect(response.statusCode, productId).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await invoice(session, 'nope')).statusCode).toBe(404);
    expect(stub.callsOf('createInvoiceLink')).toEqual([]);
  });
});

describe('a Stars payment', () => {
  it('answers a matching pre-checkout ok, and refuses a forged payload, another payer or another amount', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    const payload = await payloadOf(session, 'stars-tokens-100');
    const stars = SMALL?.stars ?? 0;
    for (const update of [
      preCheckout(payload, stars),
      preCheckout('forged', stars),
      preCheckout(payload, stars, 502),
      preCheckout(payload, 1),
    ]) {
      expect((await webhook(update)).statusCode).toBe(200);
    }
    expect(stub.callsOf('answerPreCheckoutQuery').map((call) => call.body.ok)).toEqual([true, false, false, false]);
    expect(stub.callsOf('answerPreCheckoutQuery')[1]?.body.error_message).toMatch(/sold out|no longer/);
  });

  it('delivered 3 times, then by 3 instances at once, grants once, with one payment and one ledger row', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    const before = await tokens();
    const payload = await payloadOf(session, 'stars-tokens-100');
    const stars = SMALL?.stars ?? 0;
    for (let copy = 0; copy < 3; copy += 1) expect((await webhook(paid(payload, stars, 'charge-1'))).statusCode).toBe(200);
    const second = await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: BOT });
    const third = await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: BOT });
    const concurrent = await Promise.all(
      [harness.app, second, third, harness.app].map((app) => webhook(paid(payload, stars, 'charge-2'), app)),
    );
    expect(concurrent.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await tokens()).toBe(before + 2 * (SMALL?.tokens ?? 0));
    expect(await ledger('stars-purchase')).toEqual([
      [PLAYER, SMALL?.tokens],
      [PLAYER, SMALL?.tokens],
    ]);
    expect((await harness.database.db.select().from(starPayments)).map((row) => row.chargeId).sort()).toEqual(['charge-1', 'charge-2']);
  });

  it('grants nothing for a payload that is no invoice of the payer', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    await newPlayerSession(harness, { id: 502 });
    const before = await tokens();
    const payload = await payloadOf(session, 'stars-tokens-100');
    await webhook(paid('forged', SMALL?.stars ?? 0, 'charge-x'));
    await webhook(paid(payload, SMALL?.stars ?? 0, 'charge-y', 502));
    expect(await tokens()).toBe(before);
    expect(await harness.database.db.select().from(starPayments)).toEqual([]);
  });

  it('refuses the pre-checkout of a once-only product already paid for (sold out), and a new invoice for it', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    const first = await payloadOf(session, ONCE?.id ?? '');
    const second = await payloadOf(session, ONCE?.id ?? '');
    await webhook(paid(first, ONCE?.stars ?? 0, 'charge-once'));
    await webhook(preCheckout(second, ONCE?.stars ?? 0));
    expect(stub.callsOf('answerPreCheckoutQuery').map((call) => call.body.ok)).toEqual([false]);
    const again = await invoice(session, ONCE?.id ?? '');
    expect([again.statusCode, (JSON.parse(again.body) as { reason?: string }).reason]).toEqual([409, 'SOLD_OUT']);
  });
  it('whose recording fails is answered 503 and released, so the copy Telegram sends again grants', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    const before = await tokens();
    const update = paid(await payloadOf(session, 'stars-tokens-100'), SMALL?.stars ?? 0, 'charge-f');
    const { db } = harness.database;
    await db.execute(sql.raw(`create function stars_fail() returns trigger language plpgsql as $$ begin raise exception 'down'; end $$`));
    await db.execute(sql.raw('create trigger stars_fail before insert on star_payments for each row execute function stars_fail()'));
    try {
      expect((await webhook(update)).statusCode).toBe(503);
    } finally {
      await db.execute(sql.raw('drop trigger stars_fail on star_payments'));
      await db.execute(sql.raw('drop function stars_fail()'));
    }
    expect(await tokens()).toBe(before);
    expect((await webhook(update)).statusCode).toBe(200);
    expect(await tokens()).toBe(before + (SMALL?.tokens ?? 0));
  });
});

describe('a Stars refund', () => {
  it('from Telegram takes back what is left of the grant, never below zero, once', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    const payload = await payloadOf(session, 'stars-tokens-100');
    await webhook(paid(payload, SMALL?.stars ?? 0, 'charge-r'));
    // The player spent all but 1000 of the tokens before the refund.
    const user = await readUser(harness.database.db, PLAYER);
    if (user === undefined) throw new Error('no player');
    const resources: PlayerState['resources'] = [...user.state.resources];
    resources[3] = 1000;
    await harness.database.db
      .update(users)
      .set({ state: { ...user.state, resources } })
      .where(eq(users.telegramId, PLAYER));
    const refund = { currency: 'XTR', total_amount: SMALL?.stars, invoice_payload: payload, telegram_payment_charge_id: 'charge-r' };
    for (let copy = 0; copy < 2; copy += 1) expect((await webhook(message({ refunded_payment: refund }))).statusCode).toBe(200);
    expect(await tokens()).toBe(0);
    expect(await ledger('stars-refund')).toEqual([[PLAYER, -1000]]);
    const [payment] = await harness.database.db.select().from(starPayments);
    expect([payment?.refundedAt, payment?.tokensTakenBack]).toEqual([harness.clock.now(), 1000]);
  });

  it('from the console calls refundStarPayment, takes the whole grant back, is audited, and shows in the revenue', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    const before = await tokens();
    for (const charge of ['charge-a', 'charge-b'])
      await webhook(paid(await payloadOf(session, 'stars-tokens-100'), SMALL?.stars ?? 0, charge));
    const cookie = await signIn(harness);
    const refund = (chargeId: string) =>
      consoleCall(harness, cookie, {
        method: 'POST',
        url: '/admin/api/stars/refund',
        payload: { chargeId, reason: 'asked by the player' },
      });
    const refunded = await refund('charge-a');
    expect([refunded.statusCode, refunded.body]).toEqual([200, JSON.stringify({ tokensTakenBack: SMALL?.tokens })]);
    expect(stub.callsOf('refundStarPayment').map((call) => call.body)).toEqual([
      { user_id: PLAYER, telegram_payment_charge_id: 'charge-a' },
    ]);
    expect((await refund('charge-a')).statusCode).toBe(409);
    expect((await refund('charge-none')).statusCode).toBe(404);
    expect(stub.callsOf('refundStarPayment')).toHaveLength(1);
    expect(await tokens()).toBe(before + (SMALL?.tokens ?? 0));
    const audits = await harness.database.db.select().from(auditLog).where(eq(auditLog.action, 'stars-refund'));
    expect(audits.map((row) => row.target)).toEqual(['charge-a']);
    const revenue = await consoleCall(harness, cookie, { method: 'GET', url: '/admin/api/stars/revenue' });
    const stars = SMALL?.stars ?? 0;
    const totals = { payments: 2, stars: 2 * stars, refunds: 1, refundedStars: stars };
    const day = new Date(harness.clock.now()).toISOString().slice(0, 10);
    expect(JSON.parse(revenue.body)).toEqual({ days: [{ day, ...totals }], products: [{ productId: 'stars-tokens-100', ...totals }] });
  });

  it('from the console changes nothing when Telegram refuses the refund', async () => {
    const session = await newPlayerSession(harness, { id: PLAYER });
    await webhook(paid(await payloadOf(session, 'stars-tokens-100'), SMALL?.stars ?? 0, 'charge-c'));
    const before = await tokens();
    stub.refusing.add('refundStarPayment');
    const cookie = await signIn(harness);
    const response = await consoleCall(harness, cookie, {
      method: 'POST',
      url: '/admin/api/stars/refund',
      payload: { chargeId: 'charge-c', reason: 'asked by the player' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain(TEST_BOT_TOKEN);
    expect(await tokens()).toBe(before);
    const [payment] = await harness.database.db.select().from(starPayments);
    expect(payment?.refundedAt).toBeNull();
    expect(await ledger('stars-refund')).toEqual([]);
  });
});
