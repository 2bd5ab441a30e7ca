/**
 * The bot's messages from the data client against the real server in-process (no bot token, so
 * the server records each message instead of sending it): the welcome and the referral message
 * are the server's, at the first login, with no client call; the Discord link call is queued in
 * Dexie with the snapshot, sent once, retried through lost requests and lost answers, and never
 * queued again by a later open.
 */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devLaunchDataResponseSchema } from '#protocol/auth';
import { GameDatabase } from '#client/data/storage/db.ts';
import { plannedMessages } from '#client/data/network/discord-link.ts';
import { botMessages, users } from '#server/db/schema';
import { resetDatabase } from '../server/helpers/database.ts';
import { testClient, type TestClient } from './helpers/client.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';

let server: GameServer;

beforeAll(async () => {
  server = await startGameServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await resetDatabase(server.database, server.clock.now());
});

/** Launch data of `id` opening the game through a link whose start parameter is `startParam`. */
async function launchWith(id: number, startParam: string): Promise<string> {
  const response = await server.fetch(`${server.url}/dev/launch-data?user=${String(id)}&startParam=${startParam}`);
  return devLaunchDataResponseSchema.parse(await response.json()).initData;
}

const MESSAGE_PATHS = ['/api/welcomeMessage', '/api/refMessage', '/api/discord'];

function isMessageCall(input: string | URL | Request): boolean {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  return MESSAGE_PATHS.includes(url.pathname);
}

/** A fetch that loses the first `lostRequests` message calls before the server and the next `lostAnswers` after it. */
function flakyFetch(lostRequests: number, lostAnswers: number): { fetch: typeof fetch; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    fetch: async (input, init) => {
      if (!isMessageCall(input)) return server.fetch(input, init);
      calls += 1;
      if (calls <= lostRequests) throw new TypeError('fetch failed');
      const response = await server.fetch(input, init);
      if (calls <= lostRequests + lostAnswers) throw new TypeError('connection reset');
      return response;
    },
  };
}

function client(id: number, startParam: string, options: { fetch?: typeof fetch; db?: GameDatabase } = {}): TestClient {
  return testClient(
    { url: server.url, clock: server.clock, launchData: () => launchWith(id, startParam) },
    { fetch: options.fetch ?? server.fetch, userId: id, ...(options.db ? { db: options.db } : {}) },
  );
}

/** The messages the server recorded about `player` (the referrer's own welcome aside). */
async function recorded(player: number): Promise<{ kind: string; userId: number; chatId: string }[]> {
  const { kind, userId, chatId } = botMessages;
  return server.database.db
    .select({ kind, userId, chatId })
    .from(botMessages)
    .where(eq(botMessages.userId, player))
    .orderBy(botMessages.id);
}

/** Flushes until no message waits (retries come due on the wall clock after a few ms). */
async function drainMessages(page: TestClient): Promise<void> {
  await expect
    .poll(async () => {
      await page.client.flush();
      return page.db.messages.filter((entry) => entry.doneAt === undefined).count();
    })
    .toBe(0);
}

/** The referrer opens the game first, so the friend's first open credits them. */
async function referrerOpens(id: number): Promise<void> {
  const referrer = client(id, '');
  expect(await referrer.client.sync()).toBe(true);
  await drainMessages(referrer);
  referrer.client.stop();
  await referrer.db.delete();
}

describe('a first open through a referral link', () => {
  it('queues no message call: the server records the welcome and the referral message once, by itself', async () => {
    await referrerOpens(2001);
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      if (isMessageCall(input)) calls += 1;
      return server.fetch(input, init);
    };
    const friend = client(3001, 'r_2001__lang_ru', { fetch: counting });
    expect(await friend.client.sync()).toBe(true);
    await friend.client.flush();
    expect(await friend.db.messages.count()).toBe(0);
    await expect
      .poll(async () => (await recorded(3001)).sort((a, b) => a.kind.localeCompare(b.kind)))
      .toEqual([
        { kind: 'referral', userId: 3001, chatId: '2001' },
        { kind: 'welcome', userId: 3001, chatId: '3001' },
      ]);
    expect(calls).toBe(0);
    friend.client.stop();
    await friend.db.delete();
  });

  it('is not repeated by later opens', async () => {
    const page = client(3004, '');
    expect(await page.client.sync()).toBe(true);
    await drainMessages(page);
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      if (isMessageCall(input)) calls += 1;
      return server.fetch(input, init);
    };
    page.client.stop();
    const again = client(3004, '', { db: new GameDatabase(page.db.name), fetch: counting });
    expect(await again.client.sync()).toBe(true);
    await again.client.flush();
    expect(calls).toBe(0);
    await expect.poll(() => recorded(3004)).toHaveLength(1);
    again.client.stop();
    await again.db.delete();
  });
});

describe('a start parameter with a Discord id', () => {
  it('links the Discord account once, on any open, and not again for the same id', async () => {
    const page = client(3005, 'discord_80351110224');
    expect(await page.client.sync()).toBe(true);
    await drainMessages(page);
    await expect.poll(async () => (await recorded(3005)).map((row) => row.kind).sort()).toEqual(['discord', 'welcome']);
    expect(await server.database.db.select({ discordId: users.discordId }).from(users).where(eq(users.telegramId, 3005))).toEqual([
      { discordId: '80351110224' },
    ]);
    expect(await page.client.sync()).toBe(true);
    expect(await page.db.messages.count()).toBe(1);
    page.client.stop();
    await page.db.delete();
  });

  it('survives lost requests and lost answers: the call is retried until answered, the link confirmed once', async () => {
    const network = flakyFetch(2, 2);
    const page = client(3002, 'discord_80351110226', { fetch: network.fetch });
    expect(await page.client.sync()).toBe(true);
    await drainMessages(page);
    expect(network.calls()).toBeGreaterThan(2);
    await expect.poll(async () => (await recorded(3002)).map((row) => row.kind).sort()).toEqual(['discord', 'welcome']);
    const [entry] = await page.db.messages.toArray();
    expect(entry?.attempts).toBeGreaterThan(0);
    page.client.stop();
    await page.db.delete();
  });

  it('keeps a queued call across a reload while offline and sends it from the next page', async () => {
    const offline = client(3003, 'discord_80351110227', { fetch: flakyFetch(1_000, 0).fetch });
    expect(await offline.client.sync()).toBe(true);
    await offline.client.flush();
    expect(await offline.db.messages.filter((entry) => entry.doneAt === undefined).count()).toBe(1);
    offline.client.stop();
    const reloaded = client(3003, 'discord_80351110227', { db: new GameDatabase(offline.db.name) });
    expect(await reloaded.client.sync()).toBe(true);
    await drainMessages(reloaded);
    await expect.poll(async () => (await recorded(3003)).map((row) => row.kind).sort()).toEqual(['discord', 'welcome']);
    expect(await reloaded.db.messages.count()).toBe(1);
    reloaded.client.stop();
    await reloaded.db.delete();
  });
});

describe('the planned messages', () => {
  const answer = { gameUser: { user_id: 7 } as never };

  it('asks only for the Discord link: the welcome and the referral message are the server’s', () => {
    expect(plannedMessages(answer, 'r_42__code_X')).toEqual([]);
    expect(plannedMessages(answer, 'r_7')).toEqual([]);
    expect(plannedMessages(answer, 'discord_12').map((message) => message.key)).toEqual(['discord:7:12']);
  });
});
