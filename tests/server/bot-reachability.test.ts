/**
 * Who the bot may write to (docs/operations.md, "Bot messages and reminders"), through the real
 * app: no message of any kind, the first open's welcome included, goes to a player who has not
 * allowed messages; a 403 marks the player unreachable; and Telegram's updates change it through
 * the bot's webhook (grammY): `my_chat_member` (blocked: `kicked`; started again: `member`) and a
 * `write_access_allowed` message (the player granted the bot write access).
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagesConfig } from '#server/config';
import { botContacts, botMessages } from '#server/db/schema';
import { enqueue } from '#server/services/bot-queue';
import { useBotApiStub } from './helpers/bot-api-stub.ts';
import { CONSOLE_BOT } from './helpers/console.ts';
import { newPlayerSession, useHarness } from './helpers/harness.ts';

const stub = useBotApiStub();

const RUNNING: MessagesConfig = { run: true, perSecond: 1000, pollMs: 10, reminderIntervalMs: 3_600_000 };
const harness = useHarness({ mode: 'production' });
beforeEach(async () => {
  stub.calls.length = 0;
  stub.sendScript.length = 0;
  await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: CONSOLE_BOT, messages: RUNNING });
});

const db = () => harness.database.db;
const settles = (check: () => unknown) => vi.waitFor(check, { timeout: 15_000 });
const sentTo = (chat: number) => stub.callsOf('sendMessage').filter((call) => call.body.chat_id === chat);

async function rowOf(userId: number, kind: 'welcome' | 'announcement', key = '') {
  const [row] = await db()
    .select()
    .from(botMessages)
    .where(and(eq(botMessages.userId, userId), eq(botMessages.kind, kind), eq(botMessages.dedupeKey, key)));
  return row;
}

async function reachable(session: string): Promise<boolean> {
  const answer = await harness.call(session, { method: 'GET', url: '/backend/hub/reminders' });
  return answer.json<{ reachable: boolean }>().reachable;
}

let updateId = 100;
function webhook(update: Record<string, unknown>) {
  updateId += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/telegram/webhook',
    payload: { update_id: updateId, ...update },
    headers: { 'x-telegram-bot-api-secret-token': CONSOLE_BOT.webhookSecret ?? '' },
  });
}

const person = (id: number) => ({ id, is_bot: false, first_name: 'Ann' });
const theBot = { id: 5_000_000_001, is_bot: true, first_name: 'Harvest Hub' };

function chatMember(id: number, from: 'member' | 'kicked', to: 'member' | 'kicked') {
  return webhook({
    my_chat_member: {
      chat: { id, type: 'private', first_name: 'Ann' },
      from: person(id),
      date: 0,
      old_chat_member: { user: theBot, status: from, ...(from === 'kicked' ? { until_date: 0 } : {}) },
      new_chat_member: { user: theBot, status: to, ...(to === 'kicked' ? { until_date: 0 } : {}) },
    },
  });
}

/** Queues an announcement to `id` and waits for its outcome. */
async function announce(id: number, key: string): Promise<{ status: string; error: string | null }> {
  await enqueue(db(), [{ kind: 'announcement', userId: id, chatId: String(id), text: `news ${key}`, dedupeKey: key }], harness.clock.now());
  await settles(async () => {
    expect(['sent', 'skipped', 'failed']).toContain((await rowOf(id, 'announcement', key))?.status);
  });
  const row = await rowOf(id, 'announcement', key);
  return { status: row?.status ?? '', error: row?.error ?? null };
}

describe('the welcome and every other message', () => {
  it('never go to a player who has not allowed messages', async () => {
    const session = await newPlayerSession(harness, { id: 1, allowsWriteToPm: false });
    await settles(async () => {
      expect(await rowOf(1, 'welcome')).toMatchObject({ status: 'skipped', error: 'the player has not allowed messages' });
    });
    expect(await reachable(session)).toBe(false);
    expect(await announce(1, 'a')).toEqual({ status: 'skipped', error: 'the player has not allowed messages' });
    expect(sentTo(1)).toEqual([]);
  });

  it('a 403 to the welcome marks the player unreachable: nothing more goes to them', async () => {
    stub.sendScript.push({ code: 403, description: 'Forbidden: bot was blocked by the user' });
    const session = await newPlayerSession(harness, { id: 2 });
    await settles(async () => {
      expect((await rowOf(2, 'welcome'))?.status).toBe('failed');
    });
    const [contact] = await db().select().from(botContacts).where(eq(botContacts.userId, 2));
    expect(contact?.blockedAt).toBe(harness.clock.now());
    expect(await reachable(session)).toBe(false);
    expect(await announce(2, 'a')).toEqual({ status: 'skipped', error: 'the player blocked the bot' });
    expect(sentTo(2)).toHaveLength(1);
  });
});

describe('Telegram’s updates', () => {
  it('my_chat_member: a player who blocks the bot is unreachable, and reachable again when they start it again', async () => {
    const session = await newPlayerSession(harness, { id: 3 });
    await settles(() => {
      expect(sentTo(3)).toHaveLength(1);
    });
    expect((await chatMember(3, 'member', 'kicked')).statusCode).toBe(200);
    expect(await reachable(session)).toBe(false);
    expect(await announce(3, 'a')).toEqual({ status: 'skipped', error: 'the player blocked the bot' });
    expect((await chatMember(3, 'kicked', 'member')).statusCode).toBe(200);
    expect(await reachable(session)).toBe(true);
    // The welcome's second is long past.
    harness.clock.advance(2000);
    expect(await announce(3, 'b')).toEqual({ status: 'sent', error: null });
    expect(sentTo(3).map((call) => call.body.text)).toEqual([expect.any(String), 'news b']);
  });

  it('write_access_allowed: a player who had not allowed messages grants them', async () => {
    const session = await newPlayerSession(harness, { id: 4, allowsWriteToPm: false });
    expect(await reachable(session)).toBe(false);
    const granted = await webhook({
      message: {
        message_id: 1,
        date: 0,
        chat: { id: 4, type: 'private', first_name: 'Ann' },
        from: person(4),
        write_access_allowed: { from_request: true },
      },
    });
    expect(granted.statusCode).toBe(200);
    expect(await reachable(session)).toBe(true);
    expect(await announce(4, 'a')).toEqual({ status: 'sent', error: null });
    expect(sentTo(4).map((call) => call.body.text)).toEqual(['news a']);
  });
});
