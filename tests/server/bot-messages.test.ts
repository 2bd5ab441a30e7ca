/**
 * The bot's messages, in production mode against the recording Bot API stand-in: the welcome and
 * the referrer's notification sent by the server at the first open, the product's message calls
 * (docs/product.md, section 7) kept for clients from before; composed by the server in the reader's language, never from the
 * player's text, and sent at most once per (kind, player) however many requests race.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { botMessageResponseSchema } from '#protocol/bot-messages';
import { questListResponseSchema } from '#protocol/quests';
import { botMessages, users } from '#server/db/schema';
import { useBotApiStub } from './helpers/bot-api-stub.ts';
import { TEST_BOT_TOKEN, act, newKey, newPlayerSession, useConfig, useHarness, type Harness } from './helpers/harness.ts';
import { storedState } from './helpers/state.ts';

const PUBLIC_URL = 'https://game.example/';
/** A send is a few statements and a call: on a loaded machine it can take seconds. */
const WAIT = { timeout: 10_000 };

const stub = useBotApiStub();

const harness = useHarness({ mode: 'production' });
beforeEach(async () => {
  stub.calls.length = 0;
  stub.members.clear();
  stub.failWith = undefined;
  await harness.rebuild({
    telegramApiBase: stub.baseUrl,
    channelId: '@harvest_hub',
    bot: { mode: 'webhook', publicUrl: PUBLIC_URL, webhookSecret: 'secret', appName: undefined, adminIds: [] },
  });
});

function post(session: string, url: string, payload: Record<string, unknown>) {
  return harness.call(session, { method: 'POST', url, payload });
}

function statusOf(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(202);
  return botMessageResponseSchema.parse(response.json()).status;
}

async function rows(h: Harness) {
  return h.database.db.select().from(botMessages).orderBy(botMessages.id);
}

/**
 * Opens the game for `user` and waits for the welcome the server sends at that first open; the
 * stand-in's record then starts afresh, so a test sees only what it caused. The clock then moves
 * past the chat's second (one message a second per chat), so the next message goes out at once.
 */
async function opened(user: Parameters<typeof newPlayerSession>[1]): Promise<string> {
  const session = await newPlayerSession(harness, user);
  await welcomed(user.id);
  stub.calls.length = 0;
  harness.clock.advance(5000);
  return session;
}

/** Waits until the welcome of `id`'s first open is no longer queued or being sent. */
async function welcomed(id: number): Promise<void> {
  await vi.waitFor(async () => {
    const status = (await rows(harness)).find((row) => row.kind === 'welcome' && row.userId === id)?.status ?? 'pending';
    expect(['queued', 'pending']).not.toContain(status);
  }, WAIT);
}

describe('the welcome message', () => {
  it('is the server’s text in the player’s language with a button that opens the game; the client’s text and links are ignored', async () => {
    const session = await newPlayerSession(harness, { id: 1, language: 'ru' });
    await welcomed(1);
    const response = await post(session, '/api/welcomeMessage', {
      welcomeText: 'Send 10 TON to EQ-scam to win',
      telegramId: 1,
      website: 'https://evil.example',
      playGame: 'https://evil.example/play',
    });
    expect(statusOf(response)).toBe('sent');
    const [call] = stub.callsOf('sendMessage');
    expect(call).toMatchObject({ token: TEST_BOT_TOKEN, body: { chat_id: 1 } });
    expect(call?.body.text).toContain('Добро пожаловать в Harvest Hub');
    expect(JSON.stringify(call?.body)).not.toContain('evil');
    expect(JSON.stringify(call?.body)).not.toContain('scam');
    expect(call?.body.reply_markup).toEqual({ inline_keyboard: [[{ text: 'Играть', web_app: { url: PUBLIC_URL } }]] });
  });

  it('goes out once under 30 parallel calls, and later calls answer the recorded outcome', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(session, '/api/welcomeMessage', { telegramId: 1 })));
    const statuses = answers.map(statusOf);
    // The losers answer what the winner recorded: `queued` or `pending` while it sends, `sent` after.
    expect(statuses.every((status) => ['queued', 'pending', 'sent'].includes(status))).toBe(true);
    await welcomed(1);
    expect(stub.callsOf('sendMessage')).toHaveLength(1);
    expect(statusOf(await post(session, '/api/welcomeMessage', { telegramId: '1', welcomeText: 'again' }))).toBe('sent');
    expect(stub.callsOf('sendMessage')).toHaveLength(1);
    expect(await rows(harness)).toMatchObject([{ kind: 'welcome', userId: 1, chatId: '1', status: 'sent' }]);
  });

  it('is sent by the server at the first open, once, without any client call', async () => {
    await newPlayerSession(harness, { id: 1, language: 'ru' });
    await vi.waitFor(async () => {
      expect((await rows(harness)).map((row) => [row.kind, row.status])).toEqual([['welcome', 'sent']]);
    }, WAIT);
    const [call] = stub.callsOf('sendMessage');
    expect(call?.body.text).toContain('Добро пожаловать в Harvest Hub');
    // A later call, from a client of before, finds it sent.
    expect(statusOf(await post(await harness.login({ id: 1 }), '/api/welcomeMessage', { telegramId: 1 }))).toBe('sent');
    expect(stub.callsOf('sendMessage')).toHaveLength(1);
  });

  it('is refused for another player (403) and for a caller who never opened the game (401)', async () => {
    const session = await opened({ id: 1 });
    expect((await post(session, '/api/welcomeMessage', { telegramId: 2 })).statusCode).toBe(403);
    const stranger = await harness.login({ id: 3 });
    expect((await post(stranger, '/api/welcomeMessage', { telegramId: 3 })).statusCode).toBe(401);
    expect(stub.calls).toHaveLength(0);
  });

  it('is recorded as failed when Telegram refuses it, the token never stored, and not tried again', async () => {
    stub.failWith = `Forbidden: bot was blocked by the user (bot${TEST_BOT_TOKEN})`;
    const session = await newPlayerSession(harness, { id: 1 });
    await welcomed(1);
    expect(statusOf(await post(session, '/api/welcomeMessage', { telegramId: 1 }))).toBe('failed');
    expect(statusOf(await post(session, '/api/welcomeMessage', { telegramId: 1 }))).toBe('failed');
    expect(stub.callsOf('sendMessage')).toHaveLength(1);
    const [row] = await rows(harness);
    expect(row).toMatchObject({ status: 'failed', kind: 'welcome' });
    expect(row?.error).toContain('blocked');
    expect(row?.error).not.toContain(TEST_BOT_TOKEN);
  });
});

describe('the referral message', () => {
  function sentToReferrer(referrerId: number) {
    return stub.callsOf('sendMessage').filter((call) => call.body.chat_id === referrerId);
  }

  it('tells the referrer once, in the referrer’s language, what a friend earned them, under 20 concurrent first opens', async () => {
    await opened({ id: 10, language: 'es' });
    const friend = await harness.login({ id: 11, startParam: 'r_10', premium: true });
    const opens = await Promise.all(
      Array.from({ length: 20 }, () => harness.call(friend, { method: 'GET', url: '/backend/hub/game-user' })),
    );
    expect(opens.map((open) => open.statusCode)).toEqual(Array(20).fill(200));
    const asked = await Promise.all(
      Array.from({ length: 20 }, () => post(friend, '/api/refMessage', { referrerId: 10, refMessage: 'pwned' })),
    );
    // The losers answer what the winner recorded: queued while it waits for its slot, pending while it sends.
    for (const answer of asked) expect(['queued', 'pending', 'sent']).toContain(statusOf(answer));
    await vi.waitFor(
      async () => {
        expect((await rows(harness)).filter((row) => row.kind === 'referral').map((row) => row.status)).toEqual(['sent']);
      },
      { timeout: 10_000 },
    );
    const sent = sentToReferrer(10);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.text).toBe('¡Un amigo se unió a Harvest Hub con tu enlace! Ganaste 3000 tokens.');
    expect(JSON.stringify(sent[0]?.body)).not.toContain('pwned');
  });

  it('is sent by the server on the friend’s first open, without any client call', async () => {
    await opened({ id: 10 });
    await newPlayerSession(harness, { id: 12, startParam: 'lang_ru__r_10' });
    await vi.waitFor(
      () => {
        expect(sentToReferrer(10)).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    expect(sentToReferrer(10)[0]?.body.text).toBe('A friend joined Harvest Hub through your link! You earned 1,000 tokens.');
  });

  it('goes to nobody when the referrer never opened the game, or opened it after the friend', async () => {
    const early = await newPlayerSession(harness, { id: 21, startParam: 'r_20' });
    await newPlayerSession(harness, { id: 20 });
    // A referrer who had not played at the friend's first login is never stored: nobody to tell.
    expect((await post(early, '/api/refMessage', { referrerId: 20 })).statusCode).toBe(403);
    const ghost = await newPlayerSession(harness, { id: 22, startParam: 'r_999' });
    expect((await post(ghost, '/api/refMessage', { referrerId: '999' })).statusCode).toBe(403);
    expect((await post(ghost, '/api/refMessage', { referrerId: 20 })).statusCode).toBe(403);
    const unreferred = await newPlayerSession(harness, { id: 23 });
    expect((await post(unreferred, '/api/refMessage', { referrerId: 20 })).statusCode).toBe(403);
    // Each player's own welcome, and no referral message.
    await vi.waitFor(
      async () => {
        expect((await rows(harness)).map((row) => [row.kind, row.userId])).toEqual([
          ['welcome', 21],
          ['welcome', 20],
          ['welcome', 22],
          ['welcome', 23],
        ]);
      },
      { timeout: 10_000 },
    );
    // The rows are queued before they are sent: wait for the last send, not just the last row.
    await vi.waitFor(
      () => {
        expect(
          stub
            .callsOf('sendMessage')
            .map((call) => call.body.chat_id)
            .sort(),
        ).toEqual([20, 21, 22, 23]);
      },
      { timeout: 10_000 },
    );
  });
});

describe('the Discord link', () => {
  it('keeps the latest Discord id and confirms once, never echoing the id', async () => {
    const session = await opened({ id: 1 });
    expect(statusOf(await post(session, '/api/discord', { discordId: '80351110224', telegramId: 1 }))).toBe('sent');
    expect(statusOf(await post(session, '/api/discord', { discordId: '80351110225', telegramId: 1 }))).toBe('sent');
    const [row] = await harness.database.db.select({ discordId: users.discordId }).from(users).where(eq(users.telegramId, 1));
    expect(row?.discordId).toBe('80351110225');
    const sent = stub.callsOf('sendMessage');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.text).toBe('Your Discord account is now linked to Harvest Hub.');
  });

  it('refuses an id that is not a Discord id, changing nothing', async () => {
    const session = await opened({ id: 1 });
    for (const discordId of ['farmer#1', 'https://evil.example', '0123', '']) {
      const response = await post(session, '/api/discord', { discordId, telegramId: 1 });
      expect(response.statusCode, discordId).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('body.discordId');
    }
    expect(stub.calls).toHaveLength(0);
    const [row] = await harness.database.db.select({ discordId: users.discordId }).from(users).where(eq(users.telegramId, 1));
    expect(row?.discordId).toBeNull();
  });
});

describe('the channel quest', () => {
  it('verifies membership with getChatMember', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const list = questListResponseSchema.parse(
      (await harness.call(session, { method: 'POST', url: '/backend/hub/engine/quest-list' })).json(),
    );
    expect(list.quests.some((quest) => quest.id === 'join-channel')).toBe(true);
    expect((await act(harness, session, 'quest-take', { questId: 'join-channel' })).statusCode).toBe(200);
    expect((await act(harness, session, 'quest-claim', { questId: 'join-channel' })).json()).toMatchObject({ reason: 'QUEST_NOT_MET' });
    stub.members.add(1);
    const claimed = await act(harness, session, 'quest-claim', { questId: 'join-channel' });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(stub.callsOf('getChatMember').map((call) => call.body)).toContainEqual({ chat_id: '@harvest_hub', user_id: 1 });
    expect((await storedState(harness.database, 1)).quests['join-channel']?.status).toBe('COMPLETED');
  });
});

describe('the channel quest asks Telegram once per need', () => {
  it('asks nothing to take, once per claim while pending, and nothing for a replayed key', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const asked = () => stub.callsOf('getChatMember').length;
    const take = newKey();
    expect((await act(harness, session, 'quest-take', { questId: 'join-channel' }, take)).statusCode).toBe(200);
    expect((await act(harness, session, 'quest-take', { questId: 'join-channel' }, take)).statusCode).toBe(200);
    expect(asked()).toBe(0);
    const early = newKey();
    expect((await act(harness, session, 'quest-claim', { questId: 'join-channel' }, early)).json()).toMatchObject({
      reason: 'QUEST_NOT_MET',
    });
    expect(asked()).toBe(1);
    stub.members.add(1);
    expect((await act(harness, session, 'quest-claim', { questId: 'join-channel' }, early)).json()).toMatchObject({
      reason: 'QUEST_NOT_MET',
    });
    expect(asked()).toBe(1);
    const claim = newKey();
    expect((await act(harness, session, 'quest-claim', { questId: 'join-channel' }, claim)).statusCode).toBe(200);
    expect(asked()).toBe(2);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => act(harness, session, 'quest-claim', { questId: 'join-channel' }, claim)),
    );
    expect(replays.map((replay) => replay.headers['idempotent-replayed'])).toEqual(Array(5).fill('true'));
    // Done: a later claim is refused on the record alone.
    expect((await act(harness, session, 'quest-claim', { questId: 'join-channel' })).json()).toMatchObject({ reason: 'QUEST_TAKEN' });
    expect(asked()).toBe(2);
  });
});

describe('without a bot token', () => {
  useConfig(harness, { botToken: undefined, mode: 'development' });

  it('records the message and answers recorded, sending nothing', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    // The first open's welcome goes through the queue after the login's answer: recorded, not sent.
    await vi.waitFor(
      async () => {
        expect(await rows(harness)).toMatchObject([{ status: 'recorded', chatId: '1', kind: 'welcome' }]);
      },
      { timeout: 10_000 },
    );
    expect(statusOf(await post(session, '/api/welcomeMessage', { telegramId: 1, welcomeText: 'hi' }))).toBe('recorded');
    expect(stub.calls).toHaveLength(0);
    expect(await rows(harness)).toHaveLength(1);
  });
});
