import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { botMessageResponseSchema } from '#protocol/bot-messages';
import { questListResponseSchema } from '#protocol/quests';
import { botMessages, users } from '#server/db/schema';
import { startBotApiStub, type BotApiStub } from './helpers/bot-api-stub.ts';
import { TEST_BOT_TOKEN, act, newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';
import { storedState } from './helpers/state.ts';

let stub: BotApiStub;
beforeAll(async () => {
  stub = await startBotApiStub();
});
afterAll(async () => {
  await stub.close();
});
beforeEach(() => {
  stub.calls.length = 0;
  stub.members.clear();
  stub.failWith = undefined;
});

const harness = useHarness();
describe('bot messages through the Bot API', () => {
  async function app() {
    return harness.rebuild({ telegramApiBase: stub.baseUrl, channelId: '@harvest_hub' });
  }

  it('refuses a text holding U+0000 with 400 before sending anything (it could not be stored: 500, and sent again on retry)', async () => {
    await app();
    const session = await newPlayerSession(harness, { id: 1 });
    for (const [url, payload] of [
      ['/api/welcomeMessage', { welcomeText: 'Welcome\u0000', telegramId: 1 }],
      ['/api/discord', { discordId: 'farmer\u0000#1', telegramId: 1 }],
    ] as const) {
      const response = await harness.call(session, { method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^body\.(welcomeText|discordId): must not contain U\+0000$/);
    }
    expect(stub.calls).toHaveLength(0);
    expect(await harness.database.db.select().from(botMessages)).toHaveLength(0);
    expect(
      (await harness.database.db.select({ discordId: users.discordId }).from(users).where(eq(users.telegramId, 1)))[0]?.discordId,
    ).toBeNull();
  });

  it('sends the welcome message to the caller once, with buttons', async () => {
    await app();
    const session = await newPlayerSession(harness, { id: 1 });
    const send = () =>
      harness.call(session, {
        method: 'POST',
        url: '/api/welcomeMessage',
        payload: { welcomeText: 'Welcome to the farm!', telegramId: 1, website: 'https://example.com', playGame: 'https://t.me/bot/app' },
      });
    const first = await send();
    expect(first.statusCode).toBe(202);
    expect(botMessageResponseSchema.parse(first.json()).status).toBe('sent');
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]).toMatchObject({
      token: TEST_BOT_TOKEN,
      method: 'sendMessage',
      body: { chat_id: 1, text: 'Welcome to the farm!' },
    });
    expect(JSON.stringify(stub.calls[0]?.body.reply_markup)).toContain('https://t.me/bot/app');
    const again = await send();
    expect(again.statusCode).toBe(202);
    expect(stub.calls).toHaveLength(1);
  });

  it('refuses to message another player (403) and validates the body (400)', async () => {
    await app();
    const session = await newPlayerSession(harness, { id: 1 });
    const other = await harness.call(session, {
      method: 'POST',
      url: '/api/welcomeMessage',
      payload: { welcomeText: 'hi', telegramId: 2 },
    });
    expect(other.statusCode).toBe(403);
    const bad = await harness.call(session, {
      method: 'POST',
      url: '/api/welcomeMessage',
      payload: { welcomeText: 'hi', telegramId: 1, playGame: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('body.playGame');
    expect(stub.calls).toHaveLength(0);
  });

  it('tells the referrer a friend joined, only the referrer, only once', async () => {
    await app();
    await newPlayerSession(harness, { id: 10 });
    const friend = await newPlayerSession(harness, { id: 11, startParam: 'r_10' });
    const wrong = await harness.call(friend, { method: 'POST', url: '/api/refMessage', payload: { referrerId: 12, refMessage: 'joined' } });
    expect(wrong.statusCode).toBe(403);
    const sent = await harness.call(friend, {
      method: 'POST',
      url: '/api/refMessage',
      payload: { referrerId: '10', refMessage: 'Your friend joined!', playGame: 'https://t.me/bot/app' },
    });
    expect(sent.statusCode).toBe(202);
    await harness.call(friend, { method: 'POST', url: '/api/refMessage', payload: { referrerId: 10, refMessage: 'Your friend joined!' } });
    expect(stub.calls.filter((call) => call.method === 'sendMessage').map((call) => call.body.chat_id)).toEqual([10]);
  });

  it('links a Discord id and confirms it', async () => {
    await app();
    const session = await newPlayerSession(harness, { id: 1 });
    const response = await harness.call(session, {
      method: 'POST',
      url: '/api/discord',
      payload: { discordId: '80351110224', telegramId: 1 },
    });
    expect(response.statusCode).toBe(202);
    const [row] = await harness.database.db.select({ discordId: users.discordId }).from(users).where(eq(users.telegramId, 1));
    expect(row?.discordId).toBe('80351110224');
    expect(stub.calls[0]?.body.text).toContain('80351110224');
  });

  it('stores a message Telegram refused as failed', async () => {
    await app();
    stub.failWith = 'Forbidden: bot was blocked by the user';
    const session = await newPlayerSession(harness, { id: 1 });
    const response = await harness.call(session, {
      method: 'POST',
      url: '/api/welcomeMessage',
      payload: { welcomeText: 'hi', telegramId: 1 },
    });
    expect(botMessageResponseSchema.parse(response.json()).status).toBe('failed');
    const [row] = await harness.database.db.select().from(botMessages);
    expect(row).toMatchObject({ status: 'failed', kind: 'welcome' });
    expect(row?.error).toContain('blocked');
  });

  it('verifies the channel quest with getChatMember', async () => {
    await app();
    const session = await newPlayerSession(harness, { id: 1 });
    const list = questListResponseSchema.parse(
      (await harness.call(session, { method: 'POST', url: '/backend/hub/engine/quest-list' })).json(),
    );
    expect(list.quests.some((quest) => quest.id === 'join-channel')).toBe(true);
    expect((await act(harness, session, 'quest-take', { questId: 'join-channel' })).statusCode).toBe(200);
    const early = await act(harness, session, 'quest-claim', { questId: 'join-channel' });
    expect(early.json()).toMatchObject({ reason: 'QUEST_NOT_MET' });
    stub.members.add(1);
    const claimed = await act(harness, session, 'quest-claim', { questId: 'join-channel' });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(stub.calls.filter((call) => call.method === 'getChatMember').map((call) => call.body)).toContainEqual({
      chat_id: '@harvest_hub',
      user_id: 1,
    });
    expect((await storedState(harness.database, 1)).quests['join-channel']?.status).toBe('COMPLETED');
  });
});

describe('bot messages without a bot token', () => {
  useConfig(harness, { botToken: undefined, mode: 'development' });

  it('records the message and answers recorded, sending nothing', async () => {
    await harness.rebuild({ telegramApiBase: stub.baseUrl });
    const session = await newPlayerSession(harness, { id: 1 });
    const response = await harness.call(session, {
      method: 'POST',
      url: '/api/welcomeMessage',
      payload: { welcomeText: 'hi', telegramId: 1 },
    });
    expect(response.statusCode).toBe(202);
    expect(botMessageResponseSchema.parse(response.json()).status).toBe('recorded');
    expect(stub.calls).toHaveLength(0);
    const rows = await harness.database.db.select().from(botMessages);
    expect(rows).toMatchObject([{ status: 'recorded', chatId: '1', text: 'hi' }]);
  });
});
