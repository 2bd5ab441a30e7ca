/** What a sync does as docs/product.md says, against the real server in-process: the settings kept, the quest list's empty body. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSettings } from '#client/data/storage/settings.ts';
import { testClient, waitingSpin } from './helpers/client.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';

let server: GameServer;

beforeAll(async () => {
  server = await startGameServer();
});

afterAll(async () => {
  await server.close();
});

it('keeps the Version header, the telegram id and the season in the settings', async () => {
  const page = testClient(
    { url: server.url, clock: server.clock, launchData: (id) => server.launchData(id) },
    { fetch: server.fetch, userId: 3101 },
  );
  expect(await readSettings(page.db)).toMatchObject({ version: '', telegramId: null, seasonData: null });
  expect(await page.client.sync()).toBe(true);
  await expect.poll(async () => (await readSettings(page.db)).version).toBe('data-test');
  expect(await readSettings(page.db)).toMatchObject({ telegramId: '3101', seasonData: { seasonName: 'Season 1', seasonNumber: 1 } });
  page.client.stop();
  await page.db.delete();
});

it('asks for the quest list with an empty body (the server reads limit 100, offset 0)', async () => {
  const bodies: (string | null)[] = [];
  const recording: typeof fetch = (input, init) => {
    if (typeof input === 'string' && input.endsWith('/backend/hub/engine/quest-list'))
      bodies.push(typeof init?.body === 'string' ? init.body : null);
    return server.fetch(input, init);
  };
  const page = testClient(
    { url: server.url, clock: server.clock, launchData: (id) => server.launchData(id) },
    { fetch: recording, userId: 3102 },
  );
  // The login and game-user answer the list; it is asked for apart only while an action waits.
  expect(await page.client.sync()).toBe(true);
  server.clock.advance(5000);
  expect(await page.client.sync()).toBe(true);
  expect(bodies).toEqual([]);
  await waitingSpin(page.db, 'k-3102');
  expect(await page.client.sync()).toBe(true);
  expect(bodies).toEqual([null]);
  const quests = await page.db.lists.get('quests');
  expect(quests?.value).toMatchObject({ limit: 100, offset: 0 });
  page.client.stop();
  await page.db.delete();
});
