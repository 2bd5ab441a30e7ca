/**
 * The bot in production mode against the recording Bot API stand-in: the webhook's secret, the
 * commands, the invite a `/start` carries into the first open, polling, and `bot setup`.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runBotCommand } from '#server/admin/bot-setup';
import { botTexts } from '#server/bot/texts';
import type { BotConfig } from '#server/config';
import { attributions, botStarts, botUpdates, tokenLedger, users } from '#server/db/schema';
import { setBan } from '#server/services/bans';
import { STUB_BOT_USERNAME, useBotApiStub } from './helpers/bot-api-stub.ts';
import { TEST_BOT_TOKEN, newPlayerSession, useHarness } from './helpers/harness.ts';

const PUBLIC_URL = 'https://game.example/';
const SECRET = 'webhook-secret_1';
const OPERATOR = 777;
const BOT: BotConfig = { mode: 'webhook', publicUrl: PUBLIC_URL, webhookSecret: SECRET, appName: undefined, adminIds: [OPERATOR] };

const stub = useBotApiStub();

const harness = useHarness({ mode: 'production' });
beforeEach(async () => {
  stub.calls.length = 0;
  await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: BOT });
});

let updateId = 1;
function command(text: string, from: { id: number; language_code?: string }, chat: 'private' | 'group' = 'private') {
  updateId += 1;
  const chatObject =
    chat === 'private' ? { id: from.id, type: 'private', first_name: 'Ann' } : { id: -100, type: 'group', title: 'Farmers' };
  const entity = { type: 'bot_command', offset: 0, length: text.split(' ')[0]?.length ?? 0 };
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: 0,
      chat: chatObject,
      from: { is_bot: false, first_name: 'Ann', ...from },
      text,
      entities: [entity],
    },
  };
}

/** `secret` null sends no secret header. */
function webhook(update: unknown, secret: string | null = SECRET) {
  return harness.app.inject({
    method: 'POST',
    url: '/telegram/webhook',
    payload: update as Record<string, unknown>,
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
  });
}

function replies() {
  return stub.callsOf('sendMessage').map((call) => call.body);
}

describe('the webhook', () => {
  it('refuses an update without the secret, or with another one (401), before any Bot API call', async () => {
    for (const secret of [null, 'wrong', `${SECRET}x`, '']) {
      const response = await webhook(command('/start r_5', { id: 5 }), secret);
      expect(response.statusCode, `${String(secret)}: ${response.body}`).toBe(401);
    }
    expect(stub.calls).toEqual([]);
  });

  it('refuses every update when no WEBHOOK_SECRET is configured', async () => {
    await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: { ...BOT, webhookSecret: undefined } });
    expect((await webhook(command('/help', { id: 5 }), '')).statusCode).toBe(401);
    expect(stub.calls).toEqual([]);
  });

  it('answers /start r_5 in the sender’s language with a web_app button opening the game with that start parameter', async () => {
    const response = await webhook(command('/start r_5', { id: 42, language_code: 'uk' }));
    expect(response.statusCode).toBe(200);
    expect(replies()).toEqual([
      {
        chat_id: 42,
        text: expect.stringContaining('Ласкаво просимо до Harvest Hub') as unknown,
        reply_markup: { inline_keyboard: [[{ text: 'Грати', web_app: { url: `${PUBLIC_URL}?tgWebAppStartParam=r_5` } }]] },
      },
    ]);
    expect(stub.calls[0]?.token).toBe(TEST_BOT_TOKEN);
  });

  it('answers in English for a language the game does not speak, and in a group with a t.me link', async () => {
    await webhook(command('/start r_5', { id: 43, language_code: 'ja' }, 'group'));
    const [reply] = replies();
    expect(reply?.chat_id).toBe(-100);
    expect(reply?.text).toContain('Welcome to Harvest Hub');
    expect(reply?.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Play', url: `https://t.me/${STUB_BOT_USERNAME}?startapp=r_5` }]] });
  });

  it('answers /help, and /admin: a refusal for a player, no link for an operator outside the private chat', async () => {
    await webhook(command('/help', { id: 44 }));
    await webhook(command('/admin', { id: 44, language_code: 'es' }));
    await webhook(command('/admin', { id: OPERATOR }, 'group'));
    const texts = replies().map((reply) => reply.text);
    expect(texts[0]).toContain('/start');
    expect(texts.slice(1)).toEqual([
      'Lo sentimos, este comando es solo para los operadores del juego.',
      'The operator console is not available yet.',
    ]);
    expect(replies()[2]?.reply_markup).toBeUndefined();
  });

  it('hands an operator a one-time console link under PUBLIC_URL, which signs in once', async () => {
    await webhook(command('/admin', { id: OPERATOR }));
    const markup = replies()[0]?.reply_markup as { inline_keyboard: { text: string; url: string }[][] };
    const button = markup.inline_keyboard[0]?.[0];
    expect(button?.text).toBe('Open the console');
    const url = new URL(button?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://game.example/admin/sign-in');
    const path = `${url.pathname}${url.search}`;
    const signedIn = await harness.app.inject({ method: 'GET', url: path });
    expect(signedIn.statusCode).toBe(303);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^harvest_operator=/);
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });
});

describe('an update Telegram delivers again', () => {
  it('is answered once, whether it comes again later or several copies arrive at once', async () => {
    const start = command('/start', { id: 71 });
    for (let copy = 0; copy < 3; copy += 1) expect((await webhook(start)).statusCode).toBe(200);
    expect(replies()).toHaveLength(1);
    // Two instances receiving the same update at the same moment: one handles it.
    const help = command('/help', { id: 72 });
    const second = await harness.extraApp({ telegramApiBase: stub.baseUrl, bot: BOT });
    const copies = await Promise.all([
      webhook(help),
      second.inject({ method: 'POST', url: '/telegram/webhook', payload: help, headers: { 'x-telegram-bot-api-secret-token': SECRET } }),
      webhook(help),
    ]);
    expect(copies.map((copy) => copy.statusCode)).toEqual([200, 200, 200]);
    expect(replies().filter((reply) => reply.chat_id === 72)).toHaveLength(1);
    expect((await harness.database.db.select().from(botUpdates)).map((row) => row.updateId).sort()).toEqual([
      start.update_id,
      help.update_id,
    ]);
  });

  it('is not taken while the bot cannot answer, so the copy Telegram sends again is handled', async () => {
    const start = command('/start', { id: 73 });
    await harness.rebuild({ telegramApiBase: 'http://127.0.0.1:9/', bot: BOT });
    expect((await webhook(start)).statusCode).toBe(503);
    await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: BOT });
    expect((await webhook(start)).statusCode).toBe(200);
    expect(replies().filter((reply) => reply.chat_id === 73)).toHaveLength(1);
  });
});

/**
 * Waits for the welcome of each of `chats`, then moves the clock past the chat's second: the next
 * message to the same chat goes out at once (one message a second per chat).
 */
async function welcomedAll(chats: number[]): Promise<void> {
  await vi.waitFor(
    () => {
      for (const chat of chats) expect(replies().filter((reply) => reply.chat_id === chat)).toHaveLength(1);
    },
    { timeout: 10_000 },
  );
  harness.clock.advance(5000);
}

describe('the invite a /start carries', () => {
  it('credits and tells a banned referrer nothing; an unbanned one both', async () => {
    await newPlayerSession(harness, { id: 5 });
    await newPlayerSession(harness, { id: 6 });
    await welcomedAll([5, 6]);
    await setBan(harness.database.db, 5, 'bot farm', harness.clock.now());
    await newPlayerSession(harness, { id: 42, startParam: 'r_5' });
    await newPlayerSession(harness, { id: 43, startParam: 'r_6' });
    // Closing the app waits for its background messages.
    await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: BOT });
    const credits = await harness.database.db.select().from(tokenLedger).where(eq(tokenLedger.reason, 'referral'));
    expect(credits.map((row) => [row.userId, row.amount])).toEqual([[6, 1000]]);
    // Each of them got the server's own welcome on their first open; only the unbanned one hears of a friend.
    const notices = (chat: number) => replies().filter((reply) => reply.chat_id === chat && reply.text !== botTexts('en').welcome);
    expect(notices(6)).toHaveLength(1);
    expect(notices(5)).toEqual([]);
  });

  it('reaches the first open when the launch data carries no start parameter: referral, message and attribution', async () => {
    await newPlayerSession(harness, { id: 5 });
    await welcomedAll([5]);
    await webhook(command('/start r_5__code_SPRING-24__tappads_acme_c-77__region_latam__tgclick_AbC', { id: 42 }));
    await webhook(command('/start r_6', { id: 42 }));
    await newPlayerSession(harness, { id: 42 });
    const [friend] = await harness.database.db.select().from(users).where(eq(users.telegramId, 42));
    expect(friend?.referrerId).toBe(5);
    expect(await harness.database.db.select().from(attributions)).toMatchObject([
      {
        userId: 42,
        code: 'SPRING-24',
        publisher: 'acme',
        clickId: 'c-77',
        region: 'latam',
        tgClickId: 'AbC',
        language: null,
        referrerLanguage: 'en',
      },
    ]);
    expect(await harness.database.db.select().from(botStarts)).toEqual([]);
    // The referrer's own welcome (their first open) and the friend's referral message: one each.
    await vi.waitFor(
      () => {
        expect(replies().filter((reply) => reply.chat_id === 5)).toHaveLength(2);
      },
      { timeout: 30_000 },
    );
    expect(replies().filter((reply) => reply.chat_id === 5 && String(reply.text).startsWith('A friend joined'))).toHaveLength(1);
  });

  it('is not kept for a player who already opened the game, and the launch data’s own parameter wins', async () => {
    await newPlayerSession(harness, { id: 5 });
    await webhook(command('/start r_9', { id: 5 }));
    await webhook(command('/start r_9', { id: 43 }));
    await newPlayerSession(harness, { id: 43, startParam: 'r_5' });
    const [friend] = await harness.database.db.select().from(users).where(eq(users.telegramId, 43));
    expect(friend?.referrerId).toBe(5);
    expect(friend?.startParam).toBe('r_5');
  });
});

describe('polling', () => {
  it('asks Telegram for updates and answers them', async () => {
    await harness.rebuild({ telegramApiBase: stub.baseUrl, bot: { ...BOT, mode: 'polling' } });
    stub.queueUpdate(command('/start', { id: 61, language_code: 'tr' }));
    await vi.waitFor(
      () => {
        expect(replies()).toHaveLength(1);
      },
      { timeout: 30_000 },
    );
    expect(replies()[0]?.text).toContain('Harvest Hub’a hoş geldin');
    expect(stub.callsOf('deleteWebhook')).toHaveLength(1);
    expect((await webhook(command('/start', { id: 61 }))).statusCode).toBe(404);
  });
});

describe('npm run admin -- bot setup', () => {
  it('sets the webhook with the secret, the web_app menu button and the commands, and says so', async () => {
    const result = await runBotCommand({ ...harness.config, bot: BOT }, ['setup']);
    expect(result.code, result.lines.join('\n')).toBe(0);
    expect(stub.callsOf('setWebhook').map((call) => call.body)).toEqual([
      {
        url: 'https://game.example/telegram/webhook',
        secret_token: SECRET,
        allowed_updates: ['message', 'callback_query', 'pre_checkout_query', 'my_chat_member'],
      },
    ]);
    expect(stub.callsOf('setChatMenuButton').map((call) => call.body)).toEqual([
      { menu_button: { type: 'web_app', text: 'Play', web_app: { url: PUBLIC_URL } } },
    ]);
    const commands = stub.callsOf('setMyCommands').map((call) => call.body);
    expect(commands).toContainEqual({
      commands: [
        { command: 'start', description: 'Open the game' },
        { command: 'help', description: 'How to play' },
      ],
    });
    expect(commands).toContainEqual({
      commands: [
        { command: 'start', description: 'Открыть игру' },
        { command: 'help', description: 'Как играть' },
      ],
      language_code: 'ru',
    });
    expect(commands).toHaveLength(9);
    expect(result.lines.join('\n')).toMatch(/setWebhook[\s\S]*setChatMenuButton[\s\S]*setMyCommands/);
    expect(result.lines.join('\n')).not.toContain(TEST_BOT_TOKEN);
  });

  it('refuses without the settings it needs, calling nothing', async () => {
    const result = await runBotCommand({ ...harness.config, bot: { ...BOT, webhookSecret: undefined, publicUrl: undefined } }, ['setup']);
    expect(result.code).toBe(1);
    expect(result.lines[0]).toBe('bot setup needs PUBLIC_URL, WEBHOOK_SECRET (see docs/operations.md, "Live in Telegram").');
    expect(stub.calls).toEqual([]);
  });
});
