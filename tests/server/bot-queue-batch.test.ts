/**
 * The message queue's cost and its batch rules (docs/operations.md, "Bot messages and
 * reminders"), on the real app with its sender against the recording Bot API stand-in: a batch
 * spends about one statement a message, the claim carries who may be written to, the global slots
 * of a batch hold the rate in any second, and a batch sends one message per chat.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagesConfig } from '#server/config';
import { botContacts, botMessages } from '#server/db/schema';
import { setBan } from '#server/services/bans';
import { claim, enqueue, type NewMessage } from '#server/services/bot-queue';
import { putBack, takeForSend } from '#server/services/bot-queue-rows';
import { SEND_TOLERANCE_MS, slotInterval, takeGlobalSlots } from '#server/services/bot-send-rate';
import { useBotApiStub } from './helpers/bot-api-stub.ts';
import { CONSOLE_BOT } from './helpers/console.ts';
import { newPlayerSession, useHarness } from './helpers/harness.ts';

const stub = useBotApiStub();

const RUNNING: MessagesConfig = { run: true, perSecond: 1000, pollMs: 10, reminderIntervalMs: 3_600_000 };
/** The real rate, and no second look for a minute: only the first pass runs. */
const AT_THE_RATE: MessagesConfig = { ...RUNNING, perSecond: 25, pollMs: 60_000 };
const harness = useHarness({ mode: 'production' });
beforeEach(async () => {
  stub.calls.length = 0;
  await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: { ...RUNNING, run: false } });
});

const db = () => harness.database.db;
const settles = (check: () => unknown) => vi.waitFor(check, { timeout: 15_000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function contacts(ids: number[], fields: Partial<typeof botContacts.$inferInsert> = {}): Promise<void> {
  await db()
    .insert(botContacts)
    .values(ids.map((userId) => ({ userId, allowsMessages: true, updatedAt: harness.clock.now(), ...fields })));
}

const announcement = (chat: number, key = '1'): NewMessage => ({
  kind: 'announcement',
  userId: chat,
  chatId: String(chat),
  text: `news ${key}`,
  dedupeKey: key,
});

/** Statements the database ran from `action` until the sender has been idle a while. */
async function statementsDuring(action: () => Promise<void>): Promise<number> {
  let count = 0;
  const stop = harness.database.onStatement(() => {
    count += 1;
  });
  try {
    await action();
    // The outcomes written, the sender idle.
    await sleep(500);
  } finally {
    stop();
  }
  return count;
}

describe('a batch', () => {
  it('costs about one statement a message: the claim, the slots and the outcomes are one statement each for the batch', async () => {
    const ids = Array.from({ length: 40 }, (_, index) => 2000 + index);
    await contacts(ids);
    // An instance starting with nothing to send: what starting and looking cost.
    const idle = await statementsDuring(async () => {
      await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: AT_THE_RATE });
    });
    await enqueue(
      db(),
      ids.map((id) => announcement(id)),
      harness.clock.now(),
    );
    const busy = await statementsDuring(async () => {
      await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: AT_THE_RATE });
      // Watched at the stand-in: asking the database would count too.
      await settles(() => {
        expect(stub.callsOf('sendMessage')).toHaveLength(40);
      });
    });
    expect(await db().select().from(botMessages).where(eq(botMessages.status, 'sent'))).toHaveLength(40);
    // One each to take the row for its call, a handful for each batch of 25, and the outcomes
    // written together every 200 ms: well under 2 a message (it was 6: 240).
    expect(busy - idle).toBeGreaterThanOrEqual(40);
    expect(busy - idle).toBeLessThanOrEqual(72);
  });

  it('is claimed with who may be written to: any kind to a player who has not allowed messages or blocked the bot is skipped, with why', async () => {
    await contacts([11]);
    await contacts([12], { allowsMessages: false });
    await contacts([13], { blockedAt: harness.clock.now() });
    await contacts([14], { remindersOn: false });
    await newPlayerSession(harness, { id: 15 });
    await setBan(db(), 15, 'cheating', harness.clock.now());
    // Player 15's welcome went before the ban.
    await settles(() => {
      expect(stub.callsOf('sendMessage')).toHaveLength(1);
    });
    stub.calls.length = 0;
    harness.clock.advance(1000);
    const now = harness.clock.now();
    await enqueue(
      db(),
      [
        { kind: 'referral', userId: 99, chatId: '12', text: 'a friend joined' },
        { kind: 'discord', userId: 13, chatId: '13', text: 'linked' },
        { kind: 'welcome', userId: 14, chatId: '14', text: 'welcome' },
        { kind: 'reminder', userId: 14, chatId: '14', text: 'storage', dedupeKey: 'd1' },
        { kind: 'announcement', userId: 15, chatId: '15', text: 'news', dedupeKey: '1' },
        { kind: 'reminder', userId: 11, chatId: '11', text: 'storage', dedupeKey: 'd1' },
      ],
      now,
    );
    await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: RUNNING });
    const fates = async () =>
      (await db().select().from(botMessages).where(eq(botMessages.createdAt, now))).map((row) => [
        row.chatId,
        row.kind,
        row.status,
        row.error,
      ]);
    await settles(async () => {
      expect((await fates()).filter(([, , status]) => status === 'queued' || status === 'pending')).toEqual([]);
    });
    expect((await fates()).sort()).toEqual([
      ['11', 'reminder', 'sent', null],
      ['12', 'referral', 'skipped', 'the player has not allowed messages'],
      ['13', 'discord', 'skipped', 'the player blocked the bot'],
      // Reminders off turns off reminders, not the welcome.
      ['14', 'reminder', 'skipped', 'the player turned reminders off'],
      ['14', 'welcome', 'sent', null],
      ['15', 'announcement', 'skipped', 'the player is banned'],
    ]);
    expect(
      stub
        .callsOf('sendMessage')
        .map((call) => call.body.chat_id)
        .sort(),
    ).toEqual([11, 14]);
  });

  it('sends one message per chat: the chat’s others wait a second, without a try', async () => {
    await contacts([5]);
    const now = harness.clock.now();
    await enqueue(
      db(),
      ['1', '2', '3'].map((key) => announcement(5, key)),
      now,
    );
    await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: RUNNING });
    const rows = () =>
      db()
        .select()
        .from(botMessages)
        .where(and(eq(botMessages.userId, 5), eq(botMessages.kind, 'announcement')));
    await settles(async () => {
      expect((await rows()).filter((row) => row.status === 'sent')).toHaveLength(1);
    });
    await sleep(200);
    const waiting = (await rows()).filter((row) => row.status === 'queued');
    expect(waiting.map((row) => [row.attempts, row.leaseUntil])).toEqual([
      [0, null],
      [0, null],
    ]);
    for (const row of waiting) expect(row.dueAt).toBeGreaterThanOrEqual(now + 1000);
    expect(stub.callsOf('sendMessage')).toHaveLength(1);
  });
});

describe('a row taken for its slot and put back (the slot came too late)', () => {
  it('is queued again without a try, and its chat’s second is free again', async () => {
    await contacts([5]);
    const now = harness.clock.now();
    await enqueue(db(), [announcement(5)], now);
    const [held] = await claim(db(), now, 10);
    expect(held).toBeDefined();
    if (held === undefined) return;
    expect(await takeForSend(db(), held, now)).toBe('taken');
    await putBack(db(), held, now);
    const [again] = await claim(db(), now, 10);
    expect(again).toMatchObject({ id: held.id, status: 'queued', attempts: 0 });
    if (again === undefined) return;
    // Not 'busy' until a second after a message that never went.
    expect(await takeForSend(db(), again, now)).toBe('taken');
  });
});

describe('the global slots', () => {
  it('are taken for a batch in one statement, after the slots of the batch before, and no second holds more than the rate', async () => {
    const now = harness.clock.now();
    const first = await takeGlobalSlots(db(), now, 25, 25);
    const second = await takeGlobalSlots(db(), now, 25, 25);
    const interval = slotInterval(25);
    expect(first[0]).toBeGreaterThanOrEqual(now);
    expect(second[0]).toBeGreaterThanOrEqual((first[24] ?? 0) + interval - 1);
    const slots = [...first, ...second];
    // A message may go up to the tolerance after its slot: even so, any second holds at most 25.
    for (const start of slots) {
      const inWindow = slots.filter((slot) => slot >= start && slot < start + 1000 + SEND_TOLERANCE_MS);
      expect(inWindow.length).toBeLessThanOrEqual(25);
    }
    // And no sparser than the allowance for a late call asks: 20.8 a second at 25.
    expect(slots.filter((slot) => slot < (first[0] ?? 0) + 1000).length).toBeGreaterThanOrEqual(Math.floor(1000 / interval));
    expect(interval).toBeLessThanOrEqual(50);
  });
});
