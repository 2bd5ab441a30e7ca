/** The connected TON wallet: kept in Dexie, sent in the `user-wallet` header of game-user, stored by the real server. */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GAME_USER_PATH } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import { users } from '#server/db/schema';
import { testClient } from './helpers/client.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';

const RAW = '0:ed1691307050047117b998b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7';
const CANONICAL = 'UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz';

let server: GameServer;

beforeAll(async () => {
  server = await startGameServer();
});

afterAll(async () => {
  await server.close();
});

/** A fetch to the server that records the `user-wallet` header of each game-user (null: not sent). */
function recordingFetch(sent: (string | null)[]): typeof fetch {
  return (input, init) => {
    if (typeof input === 'string' && input.includes(GAME_USER_PATH)) sent.push(new Headers(init?.headers).get(HEADERS.userWallet));
    return server.fetch(input, init);
  };
}

async function storedWallet(telegramId: number): Promise<string | null | undefined> {
  const [row] = await server.database.db.select({ wallet: users.wallet }).from(users).where(eq(users.telegramId, telegramId));
  return row?.wallet;
}

it('sends no header before a wallet is connected, the address once one is, and an empty one after a disconnect', async () => {
  const sent: (string | null)[] = [];
  const options = { url: server.url, clock: server.clock, launchData: (id: number) => server.launchData(id) };
  const page = testClient(options, { fetch: recordingFetch(sent), userId: 3201 });
  expect(await page.client.sync()).toBe(true);
  // The first sync's login brought the snapshot: no game-user yet. The next sync sends no header.
  expect(sent).toEqual([]);
  server.clock.advance(1_000);
  expect(await page.client.sync()).toBe(true);
  expect(sent).toEqual([null]);

  // A later answer (a stored snapshot is replaced only by a newer one).
  server.clock.advance(1_000);
  expect(await page.client.linkWallet(RAW)).toBe(true);
  expect(sent.at(-1)).toBe(RAW);
  expect(await storedWallet(3201)).toBe(CANONICAL);
  expect((await page.db.snapshots.get('main'))?.confirmed.wallet).toBe(CANONICAL);

  // Kept in Dexie: a reload (a new client on the same database) sends it again.
  page.client.stop();
  const reloaded = testClient(options, { fetch: recordingFetch(sent), userId: 3201, db: page.db });
  expect(await reloaded.client.sync()).toBe(true);
  expect(sent.at(-1)).toBe(RAW);

  server.clock.advance(1_000);
  expect(await reloaded.client.linkWallet(null)).toBe(true);
  expect(sent.at(-1)).toBe('');
  expect(await storedWallet(3201)).toBeNull();
  expect((await reloaded.db.snapshots.get('main'))?.confirmed.wallet).toBeNull();
  reloaded.client.stop();
  await reloaded.db.delete();
});
