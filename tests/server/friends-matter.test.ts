/**
 * Friends that matter: the invited player's welcome gift and who invited them, the inviter told at
 * once (a news item in the game, the bot's message sent by the server at the first login), and the
 * inviter's share of friends' earnings, bounded and collected exactly once.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FRIEND_SHARE_DAILY_CAP, WELCOME_GIFT } from '#domain/referral-share';
import { DAY } from '#domain/time';
import { friendShareAnswerSchema, friendsSchema } from '#protocol/friends';
import { gameUserResponseSchema } from '#protocol/game-user';
import { botMessages, tokenLedger } from '#server/db/schema';
import { setBan } from '#server/services/bans';
import { useBotApiStub } from './helpers/bot-api-stub.ts';
import { newPlayerSession, useHarness } from './helpers/harness.ts';
import { storedState } from './helpers/state.ts';

const stub = useBotApiStub();

const harness = useHarness({ mode: 'production' });
beforeEach(async () => {
  stub.calls.length = 0;
  await harness.rebuild({
    telegramApiBase: stub.baseUrl,
    bot: { mode: 'webhook', publicUrl: 'https://game.example/', webhookSecret: 'secret', appName: undefined, adminIds: [] },
  });
});

async function gameUser(session: string) {
  const response = await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' });
  expect(response.statusCode, response.body).toBe(200);
  return gameUserResponseSchema.parse(response.json());
}

const giftSpins = WELCOME_GIFT.reduce((sum, reward) => sum + (reward.type === 'spin' ? reward.amount : 0), 0);

describe('the welcome gift', () => {
  it('comes once with the first login through an invite, with the inviter’s name', async () => {
    await newPlayerSession(harness, { id: 10, firstName: 'Ana' });
    const plain = await storedState(harness.database, 10);
    const friend = await harness.login({ id: 11, startParam: 'r_10' });
    const first = await gameUser(friend);
    expect(first.news).toEqual([expect.objectContaining({ kind: 'welcome-gift', name: 'Ana', tokens: 0 })]);
    const gifted = await storedState(harness.database, 11);
    expect(gifted.spin).toBe(plain.spin + giftSpins);
    // Once: later opens give nothing more, and the news stays until acknowledged.
    await gameUser(friend);
    expect((await storedState(harness.database, 11)).spin).toBe(gifted.spin);
  });

  it('is not given without an invite, to an existing player, or for a self-invite', async () => {
    const plain = await newPlayerSession(harness, { id: 1 });
    const base = (await storedState(harness.database, 1)).spin;
    expect((await gameUser(plain)).news).toBeUndefined();
    await newPlayerSession(harness, { id: 10 });
    // An existing player opening an invite link later gets nothing.
    const again = await harness.login({ id: 1, startParam: 'r_10' });
    expect((await gameUser(again)).news).toBeUndefined();
    expect((await storedState(harness.database, 1)).spin).toBe(base);
    const self = await harness.login({ id: 12, startParam: 'r_12' });
    expect((await gameUser(self)).news).toBeUndefined();
    expect((await storedState(harness.database, 12)).spin).toBe(base);
  });
});

describe('the inviter is told at once', () => {
  it('by one news item in the game, acknowledged once, and one bot message sent by the server', async () => {
    const inviter = await newPlayerSession(harness, { id: 10 });
    await newPlayerSession(harness, { id: 11, firstName: 'Bo', startParam: 'r_10' });
    const told = await gameUser(inviter);
    expect(told.news).toEqual([expect.objectContaining({ kind: 'friend-joined', name: 'Bo', tokens: 1000 })]);
    const ids = (told.news ?? []).map((item) => item.id);
    const ack = await harness.call(inviter, { method: 'POST', url: '/backend/hub/news/ack', payload: { ids } });
    expect(ack.json()).toEqual({ acknowledged: 1 });
    const again = await harness.call(inviter, { method: 'POST', url: '/backend/hub/news/ack', payload: { ids } });
    expect(again.json()).toEqual({ acknowledged: 0 });
    expect((await gameUser(inviter)).news).toBeUndefined();
    // Sent by the server at the first login, no client call asking: the inviter's "a friend joined"
    // (beside their own welcome of their own first login) and the friend's welcome, one each. The
    // referrer's chat had its welcome within the second: its notice waits for the chat's next second
    // (a second after the welcome's slot, which may be a millisecond after the login). The messages
    // go after the answers, gathered for a moment (services/bot-queue.ts): the clock moves on while
    // the test waits, as it would.
    await vi.waitFor(
      async () => {
        harness.clock.advance(1_000);
        const sent = await harness.database.db.select().from(botMessages).orderBy(botMessages.id);
        // The friend's welcome and the inviter's notice are queued by one first open, in no set order.
        const rows = sent.map((row) => [row.kind, row.userId, row.chatId, row.status].join(' ')).sort();
        expect(rows).toEqual(['referral 11 10 sent', 'welcome 10 10 sent', 'welcome 11 11 sent']);
        // A send is a few statements and a call: on a loaded machine it takes more than the default second.
      },
      { timeout: 10_000 },
    );
    const toInviter = stub.callsOf('sendMessage').filter((call) => call.body.chat_id === 10);
    expect(toInviter.map((call) => call.body.text)).toContain('A friend joined Harvest Hub through your link! You earned 1,000 tokens.');
    expect(toInviter).toHaveLength(2);
  });

  it('refuses to acknowledge another player’s news (nothing changes) and bad bodies', async () => {
    const inviter = await newPlayerSession(harness, { id: 10 });
    const friend = await newPlayerSession(harness, { id: 11, startParam: 'r_10' });
    const ids = ((await gameUser(inviter)).news ?? []).map((item) => item.id);
    expect((await harness.call(friend, { method: 'POST', url: '/backend/hub/news/ack', payload: { ids } })).json()).toEqual({
      acknowledged: 0,
    });
    expect((await gameUser(inviter)).news).toHaveLength(1);
    expect((await harness.call(friend, { method: 'POST', url: '/backend/hub/news/ack', payload: { ids: [] } })).statusCode).toBe(400);
  });
});

describe('the share of friends’ earnings', () => {
  /** Books `amount` tokens earned by `userId` at `at` (ms), as production settled would. */
  async function earned(userId: number, amount: number, at: number): Promise<void> {
    await harness.database.db.insert(tokenLedger).values({ userId, pool: 'main', amount, reason: 'production', createdAt: at });
  }

  async function friends(session: string) {
    const response = await harness.call(session, { method: 'GET', url: '/backend/hub/friends' });
    expect(response.statusCode, response.body).toBe(200);
    return friendsSchema.parse(response.json());
  }

  async function collect(session: string) {
    const response = await harness.call(session, { method: 'POST', url: '/backend/hub/friends/share' });
    return response.statusCode === 200 ? friendShareAnswerSchema.parse(response.json()).collected : response.statusCode;
  }

  it('pays 5% of each completed day, capped per friend and day, exactly once', async () => {
    const inviter = await newPlayerSession(harness, { id: 10 });
    await newPlayerSession(harness, { id: 11, startParam: 'r_10' });
    await newPlayerSession(harness, { id: 12, startParam: 'r_10' });
    const today = Math.floor(harness.clock.now() / DAY) * DAY;
    await earned(11, 4000, today - DAY + 1000); // 200
    await earned(12, 1_000_000, today - DAY + 2000); // capped
    await earned(12, 300, today - 2 * DAY); // 15
    await earned(11, 9000, today + 1000); // today: not ready yet
    await harness.database.db
      .insert(tokenLedger)
      .values({ userId: 11, pool: 'main', amount: 50_000, reason: 'friend-share', createdAt: today - DAY });
    const listed = await friends(inviter);
    const expected = 200 + FRIEND_SHARE_DAILY_CAP + 15;
    expect(listed.shareReady).toBe(expected);
    const before = (await storedState(harness.database, 10)).resources[3];
    const answers = await Promise.all(Array.from({ length: 6 }, () => collect(inviter)));
    expect(answers.reduce<number>((sum, value) => sum + value, 0)).toBe(expected);
    expect((await storedState(harness.database, 10)).resources[3] - before).toBe(expected);
    expect(await collect(inviter)).toBe(0);
    expect((await friends(inviter)).shareReady).toBe(0);
    const booked = await harness.database.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.userId, 10), eq(tokenLedger.reason, 'friend-share')));
    expect(booked.reduce((sum, row) => sum + row.amount, 0)).toBe(expected);
    // Tomorrow, today's earnings are ready.
    harness.clock.advance(DAY);
    expect(await collect(await harness.login({ id: 10 }))).toBe(450);
  });

  it('pays a banned inviter nothing', async () => {
    const inviter = await newPlayerSession(harness, { id: 10 });
    await newPlayerSession(harness, { id: 11, startParam: 'r_10' });
    await earned(11, 4000, Math.floor(harness.clock.now() / DAY) * DAY - 1000);
    await setBan(harness.database.db, 10, 'cheating', harness.clock.now());
    const before = (await storedState(harness.database, 10)).resources[3];
    expect(await collect(inviter)).toBe(403);
    expect((await storedState(harness.database, 10)).resources[3]).toBe(before);
  });

  it('shows each friend’s progress this season', async () => {
    const inviter = await newPlayerSession(harness, { id: 10 });
    await newPlayerSession(harness, { id: 11, startParam: 'r_10' });
    const listed = await friends(inviter);
    expect(listed.friends).toEqual([expect.objectContaining({ earned: 1000, seasonTokens: 0, shareReady: 0 })]);
  });
});
