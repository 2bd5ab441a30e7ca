/**
 * The bot's message queue and its reminders (docs/operations.md, "Bot messages and reminders"),
 * on the real app with its sender running, against the recording Bot API stand-in: what a
 * reminder is about and when it goes, to whom never, how Telegram's refusals are handled, several
 * instances sending without sending twice, and a restart that loses nothing.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CAP_MS } from '#domain/catalog';
import { DAY, HOUR } from '#domain/time';
import { botTexts } from '#server/bot/texts';
import type { MessagesConfig } from '#server/config';
import { auditLog, botContacts, botMessages } from '#server/db/schema';
import { enqueue } from '#server/services/bot-queue';
import { queueReminders, takeReminderTurn } from '#server/services/reminders';
import { useBotApiStub } from './helpers/bot-api-stub.ts';
import { CONSOLE_BOT, consoleCall, signIn } from './helpers/console.ts';
import { newPlayerSession, useHarness } from './helpers/harness.ts';

const stub = useBotApiStub();

/** The sender runs, fast: the shared rate is not what these tests look at (the bench is). */
const RUNNING: MessagesConfig = { run: true, perSecond: 1000, pollMs: 10, reminderIntervalMs: 3_600_000 };
const harness = useHarness({ mode: 'production' });
beforeEach(async () => {
  stub.calls.length = 0;
  stub.sendScript.length = 0;
  stub.failWith = undefined;
  await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: RUNNING });
});

const db = () => harness.database.db;
/** Waits for `check` to pass: a send is a few statements and a call, seconds on a loaded machine. */
const settles = (check: () => unknown) => vi.waitFor(check, { timeout: 15_000 });
const sentTo = (chat: number) => stub.callsOf('sendMessage').filter((call) => call.body.chat_id === chat);
const rowsOf = (userId: number, kind: 'reminder' | 'announcement') =>
  db()
    .select()
    .from(botMessages)
    .where(and(eq(botMessages.userId, userId), eq(botMessages.kind, kind)))
    .orderBy(botMessages.id);

/**
 * Opens the game at the test's start (12:00 UTC: their zone is taken as UTC+3) and waits for the
 * welcome: sent when the player allows messages, else skipped, never sent.
 */
async function player(id: number, options: { language?: string; allowsWriteToPm?: boolean } = {}): Promise<string> {
  const session = await newPlayerSession(harness, { id, ...options });
  const allows = options.allowsWriteToPm ?? true;
  await settles(async () => {
    const [welcome] = await db()
      .select()
      .from(botMessages)
      .where(and(eq(botMessages.userId, id), eq(botMessages.kind, 'welcome')));
    expect(welcome?.status).toBe(allows ? 'sent' : 'skipped');
  });
  expect(sentTo(id)).toHaveLength(allows ? 1 : 0);
  return session;
}

describe('reminders', () => {
  it('tell a player whose storage is full, once a day, in their language, with a button that opens the game', async () => {
    await player(1, { language: 'ru' });
    harness.clock.advance(OFFLINE_CAP_MS + 60_000);
    expect(await queueReminders(db(), harness.clock.now())).toEqual({ read: 1, queued: 1 });
    await settles(() => {
      expect(sentTo(1)).toHaveLength(2);
    });
    const reminder = sentTo(1)[1]?.body;
    expect(reminder?.text).toBe(botTexts('ru').reminders.storage);
    expect(reminder?.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Играть', web_app: { url: CONSOLE_BOT.publicUrl } }]] });
    // The same day, another pass (or another instance's) does not even read the player.
    harness.clock.advance(2 * HOUR);
    expect(await queueReminders(db(), harness.clock.now())).toEqual({ read: 0, queued: 0 });
    // Due anyway (as every contact is after the migration that added the time): read, not reminded twice in 24 hours.
    await db().update(botContacts).set({ remindAt: 0 });
    expect(await queueReminders(db(), harness.clock.now())).toEqual({ read: 1, queued: 0 });
    // The next day, in the player's day again, one more.
    harness.clock.advance(22 * HOUR);
    expect(await queueReminders(db(), harness.clock.now())).toEqual({ read: 1, queued: 1 });
    expect((await rowsOf(1, 'reminder')).map((row) => row.topic)).toEqual(['storage', 'storage']);
  });

  it('read only the players who may be due, never every player a pass', async () => {
    await player(1);
    await player(2);
    // Seen at the login: not read until they may have been away long enough.
    harness.clock.advance(HOUR);
    expect(await queueReminders(db(), harness.clock.now())).toEqual({ read: 0, queued: 0 });
    harness.clock.advance(OFFLINE_CAP_MS);
    expect(await queueReminders(db(), harness.clock.now())).toEqual({ read: 2, queued: 2 });
    // Each is looked at next a day after their reminder; coming back (player 2) does not bring that sooner.
    await newPlayerSession(harness, { id: 2 });
    const looks = await db()
      .select({ userId: botContacts.userId, remindAt: botContacts.remindAt })
      .from(botContacts)
      .orderBy(botContacts.userId);
    expect(looks).toEqual([
      { userId: 1, remindAt: harness.clock.now() + DAY },
      { userId: 2, remindAt: harness.clock.now() + DAY },
    ]);
    for (let pass = 0; pass < 12; pass++) {
      harness.clock.advance(5 * 60_000);
      expect(await queueReminders(db(), harness.clock.now())).toEqual({ read: 0, queued: 0 });
    }
  });

  it('are looked for by one instance at a time: a pass is taken for half an interval', async () => {
    const interval = 5 * 60_000;
    // The app's own pass took its turn when it started: once it has run out.
    const now = harness.clock.now() + interval;
    expect(await takeReminderTurn(db(), now, interval)).toBe(true);
    // Another instance's timer (or this one's, early) within half an interval: not its turn.
    expect(await takeReminderTurn(db(), now + 1000, interval)).toBe(false);
    expect(await takeReminderTurn(db(), now + interval / 2, interval)).toBe(true);
    expect(await takeReminderTurn(db(), now + interval / 2, interval)).toBe(false);
  });

  it('never go at night where the player is, to a player who did not allow messages, or who turned them off', async () => {
    await player(1);
    await player(2, { allowsWriteToPm: false });
    const off = await player(3);
    const turnedOff = await harness.call(off, { method: 'POST', url: '/backend/hub/reminders', payload: { on: false } });
    expect(turnedOff.json()).toEqual({ on: false, reachable: true });
    // 19:00 UTC is 22:00 for a player who logs in at noon UTC: night.
    harness.clock.advance(7 * HOUR);
    expect((await queueReminders(db(), harness.clock.now())).queued).toBe(0);
    // The next morning (local 09:00 = 06:00 UTC): only the player who allowed them and kept them on.
    harness.clock.advance(11 * HOUR);
    expect((await queueReminders(db(), harness.clock.now())).queued).toBe(1);
    expect(
      (await db().select({ userId: botMessages.userId }).from(botMessages).where(eq(botMessages.kind, 'reminder'))).map(
        (row) => row.userId,
      ),
    ).toEqual([1]);
  });

  it('are a setting the player reads and changes; a body that is no setting is refused', async () => {
    const session = await player(1);
    expect((await harness.call(session, { method: 'GET', url: '/backend/hub/reminders' })).json()).toEqual({ on: true, reachable: true });
    const bad = await harness.call(session, { method: 'POST', url: '/backend/hub/reminders', payload: { on: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect((await harness.call(session, { method: 'GET', url: '/backend/hub/reminders' })).json()).toEqual({ on: true, reachable: true });
    const silent = await player(2, { allowsWriteToPm: false });
    expect((await harness.call(silent, { method: 'GET', url: '/backend/hub/reminders' })).json()).toEqual({ on: true, reachable: false });
  });
});

describe('Telegram’s refusals', () => {
  async function remindedAway(id: number): Promise<void> {
    await player(id);
    harness.clock.advance(OFFLINE_CAP_MS + 60_000);
  }

  it('a 403 marks the player unreachable: failed, and nothing more is queued for them', async () => {
    await remindedAway(1);
    stub.sendScript.push({ code: 403, description: 'Forbidden: bot was blocked by the user' });
    await queueReminders(db(), harness.clock.now());
    await settles(async () => {
      expect((await rowsOf(1, 'reminder')).map((row) => row.status)).toEqual(['failed']);
    });
    const [contact] = await db().select().from(botContacts).where(eq(botContacts.userId, 1));
    expect(contact?.blockedAt).toBe(harness.clock.now());
    harness.clock.advance(24 * HOUR);
    expect((await queueReminders(db(), harness.clock.now())).queued).toBe(0);
  });

  it('a 429 is sent again after retry_after, a network error after a back-off', async () => {
    await remindedAway(1);
    stub.sendScript.push({ code: 429, description: 'Too Many Requests: retry after 30', retryAfter: 30 });
    await queueReminders(db(), harness.clock.now());
    const waiting = async () => {
      await settles(async () => {
        const [row] = await rowsOf(1, 'reminder');
        expect(row?.status).toBe('queued');
        expect(row?.attempts).toBeGreaterThan(0);
      });
      return (await rowsOf(1, 'reminder'))[0];
    };
    const throttled = await waiting();
    expect(throttled?.dueAt).toBe(harness.clock.now() + 30_000);
    expect(throttled?.error).toContain('429');
    stub.sendScript.push('drop');
    harness.clock.advance(30_000);
    await settles(async () => {
      expect((await rowsOf(1, 'reminder'))[0]?.attempts).toBe(2);
    });
    const dropped = await waiting();
    expect(dropped?.dueAt).toBeGreaterThan(harness.clock.now());
    // The stand-in saw each try: the welcome, the 429, the dropped call.
    expect(sentTo(1)).toHaveLength(3);
    harness.clock.advance(60_000);
    await settles(async () => {
      expect((await rowsOf(1, 'reminder')).map((row) => [row.status, row.attempts])).toEqual([['sent', 3]]);
    });
    expect(sentTo(1)).toHaveLength(4);
  });
});

/** Players the bot may write to, without opening the game (contacts only): for the queue's own rules. */
async function contacts(ids: number[]): Promise<void> {
  const now = harness.clock.now();
  await db()
    .insert(botContacts)
    .values(ids.map((userId) => ({ userId, allowsMessages: true, updatedAt: now })));
}

describe('the queue', () => {
  it('is sent by every instance together, each message once', async () => {
    await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: RUNNING });
    await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: RUNNING });
    const ids = Array.from({ length: 120 }, (_, index) => 1000 + index);
    await contacts(ids);
    const now = harness.clock.now();
    await enqueue(
      db(),
      ids.map((id) => ({ kind: 'reminder', userId: id, chatId: String(id), text: 'x', dedupeKey: '1' })),
      now,
    );
    await vi.waitFor(
      async () => {
        expect(await db().select().from(botMessages).where(eq(botMessages.status, 'sent'))).toHaveLength(120);
      },
      { timeout: 30_000 },
    );
    const chats = stub.callsOf('sendMessage').map((call) => Number(call.body.chat_id));
    expect(chats).toHaveLength(120);
    expect(new Set(chats).size).toBe(120);
  });

  it('sends one message a second to a chat', async () => {
    await contacts([5]);
    const now = harness.clock.now();
    await enqueue(
      db(),
      [1, 2].map((key) => ({ kind: 'announcement', userId: 5, chatId: '5', text: `news ${key}`, dedupeKey: String(key) })),
      now,
    );
    // One sent; the other put back until the chat's second is over (seen once the sender has tried it).
    await settles(async () => {
      const rows = await rowsOf(5, 'announcement');
      expect(rows.map((row) => row.status).sort()).toEqual(['queued', 'sent']);
      expect(rows.find((row) => row.status === 'queued')?.dueAt).toBeGreaterThan(now);
    });
    const later = (await rowsOf(5, 'announcement')).find((row) => row.status === 'queued');
    expect(later?.dueAt).toBeGreaterThanOrEqual(now + 1000);
    expect(sentTo(5)).toHaveLength(1);
    harness.clock.set(later?.dueAt ?? 0);
    await settles(() => {
      // Both sent, the second a second after the first (sent side by side, either may go first).
      expect(
        sentTo(5)
          .map((call) => call.body.text)
          .sort(),
      ).toEqual(['news 1', 'news 2']);
    });
  });

  it('loses nothing across a restart: a row a stopped sender held is sent when its lease ends; one stopped during the call is failed, never sent twice', async () => {
    await contacts([7, 8]);
    const now = harness.clock.now();
    const row = {
      userId: 7,
      chatId: '7',
      text: 'held',
      kind: 'announcement' as const,
      createdAt: now,
      dueAt: now,
      leaseUntil: now + 60_000,
    };
    await db()
      .insert(botMessages)
      .values([
        { ...row, status: 'queued' },
        { ...row, userId: 8, chatId: '8', text: 'in flight', status: 'pending', attempts: 1 },
      ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stub.callsOf('sendMessage')).toHaveLength(0);
    harness.clock.advance(60_001);
    await settles(async () => {
      const rows = await db().select().from(botMessages).orderBy(botMessages.userId);
      expect(rows.map((one) => [one.userId, one.status])).toEqual([
        [7, 'sent'],
        [8, 'failed'],
      ]);
      expect(rows[1]?.error).toContain('outcome unknown');
    });
    expect(sentTo(7)).toHaveLength(1);
    expect(sentTo(8)).toHaveLength(0);
  });
});

describe('the console', () => {
  it('announces to a segment through the queue, audited, and shows what was sent, failed and why', async () => {
    await player(1, { language: 'ru' });
    await player(2, { language: 'uk' });
    await player(3, { language: 'ru-RU', allowsWriteToPm: false });
    harness.clock.advance(5000);
    const cookie = await signIn(harness);
    const refused = await consoleCall(harness, cookie, {
      method: 'POST',
      url: '/admin/api/messages/announce',
      payload: { text: 'Hi', segment: 'language' },
    });
    expect(refused.statusCode).toBe(400);
    stub.sendScript.push({ code: 400, description: 'Bad Request: chat not found' });
    const announced = await consoleCall(harness, cookie, {
      method: 'POST',
      url: '/admin/api/messages/announce',
      payload: { text: 'Фестиваль урожая!', segment: 'language', language: 'ru' },
    });
    expect(announced.statusCode, announced.body).toBe(200);
    expect(announced.json()).toMatchObject({ queued: 1 });
    await settles(async () => {
      expect((await rowsOf(1, 'announcement')).map((row) => row.status)).toEqual(['failed']);
    });
    const all = await consoleCall(harness, cookie, {
      method: 'POST',
      url: '/admin/api/messages/announce',
      payload: { text: 'All', segment: 'all' },
    });
    expect(all.json()).toMatchObject({ queued: 2 });
    // Player 1's chat had a message this second: theirs goes out in a later one.
    harness.clock.advance(2000);
    await settles(() => {
      expect(stub.callsOf('sendMessage').filter((call) => call.body.text === 'All')).toHaveLength(2);
    });
    // The sender writes the outcomes of its calls together, a moment after them: the view shows them once written.
    await settles(async () => {
      const view = (await consoleCall(harness, cookie, { method: 'GET', url: '/admin/api/messages' })).json<{
        counts: { kind: string; status: string; count: number }[];
        problems: { userId: number; error: string }[];
      }>();
      expect(view.counts).toContainEqual({ kind: 'announcement', status: 'sent', count: 2 });
      expect(view.counts).toContainEqual({ kind: 'announcement', status: 'failed', count: 1 });
      expect(view.problems[0]).toMatchObject({ userId: 1, error: '400: Bad Request: chat not found' });
    });
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'announce'));
    expect(audited.map((entry) => (entry.detail as { queued: number }).queued)).toEqual([1, 2]);
  });
});
