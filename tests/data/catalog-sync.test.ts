/** The catalog's sync against the real server in-process: a new version is fetched, stored in Dexie, played offline. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CATALOG_V1 } from '#domain/catalog';
import type { QuestDef } from '#domain/catalog-types';
import { GameDatabase } from '#client/data/storage/db.ts';
import { publishCatalog, rollbackCatalog } from '#server/services/catalog-versions';
import { drain, offlineFetch, shown, testClient } from './helpers/client.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';

let server: GameServer;

beforeAll(async () => {
  server = await startGameServer();
});

afterAll(async () => {
  await server.close();
});

const festival: QuestDef = {
  id: 'harvest-festival',
  title: 'Harvest festival',
  repeat: 'once',
  condition: { type: 'checkin' },
  rewards: [{ type: 'resource', resource: 3, amount: 7, minutes: 0 }],
};

it('fetches a version game-user names, keeps it in Dexie, and plays it offline after a relaunch', async () => {
  const target = { url: server.url, clock: server.clock, launchData: (id: number) => server.launchData(id) };
  const page = testClient(target, { fetch: server.fetch, userId: 3201 });
  await page.client.start();
  expect(await page.db.catalog.get('current')).toBeUndefined();
  // Version 1 is the compiled catalog: no quest of a later version is known yet.
  expect((await page.client.act({ type: 'quest-take', questId: 'harvest-festival' })).ok).toBe(false);

  const published = await publishCatalog(
    server.database.db,
    { ...CATALOG_V1, quests: [...CATALOG_V1.quests, festival] },
    1,
    server.clock.now(),
  );
  expect(published).toEqual({ ok: true, version: 2 });
  expect(await page.client.sync()).toBe(true);
  const stored = await page.db.catalog.get('current');
  expect(stored?.version).toBe(2);
  expect(stored?.catalog.quests.map((quest) => quest.id)).toContain('harvest-festival');
  expect(page.client.context.catalog.row.catalog.quests).toContainEqual(festival);
  page.client.stop();

  // The next launch, offline: the stored version is in force before any network.
  const name = page.db.name;
  page.db.close();
  const offline = testClient(target, { fetch: offlineFetch, userId: 3201, db: new GameDatabase(name) });
  await offline.client.start();
  expect((await offline.client.act({ type: 'checkin' })).ok).toBe(true);
  expect((await offline.client.act({ type: 'quest-take', questId: 'harvest-festival' })).ok).toBe(true);
  expect(shown(offline.client)?.view.quests['harvest-festival']?.status).toBe('PENDING');
  offline.client.stop();
  offline.db.close();

  // Back online: the server, the authority, applies the queued actions on its active version.
  const online = testClient(target, { fetch: server.fetch, userId: 3201, db: new GameDatabase(name) });
  await online.client.start();
  await drain(online.client);
  expect((await online.db.snapshots.get('main'))?.confirmed.quests['harvest-festival']?.status).toBe('PENDING');
  online.client.stop();
  await online.db.delete();
});

it('rebuilds the view from the answer when the server judges a queued action by a newer version', async () => {
  const target = { url: server.url, clock: server.clock, launchData: (id: number) => server.launchData(id) };
  const page = testClient(target, { fetch: server.fetch, userId: 3202 });
  await page.client.start();
  await page.client.sync();
  expect((await page.db.catalog.get('current'))?.catalog.quests.map((quest) => quest.id)).toContain('harvest-festival');
  // Taken on the device under the version that has the quest; the server rolled it back meanwhile.
  const rolled = await rollbackCatalog(server.database.db, 1, 1, server.clock.now());
  expect(rolled.ok).toBe(true);
  expect((await page.client.act({ type: 'quest-take', questId: 'harvest-festival' })).ok).toBe(true);
  await drain(page.client);
  const row = await page.db.snapshots.get('main');
  expect(row?.confirmed.quests['harvest-festival']).toBeUndefined();
  expect(row?.view.quests['harvest-festival']).toBeUndefined();
  expect(shown(page.client)?.view.quests['harvest-festival']).toBeUndefined();
  expect(await page.db.outbox.count()).toBe(0);
  // The next sync brings the version that no longer has it.
  await page.client.sync();
  expect((await page.db.catalog.get('current'))?.version).toBe(rolled.ok ? rolled.version : 0);
  expect(page.client.context.catalog.row.catalog.quests.map((quest) => quest.id)).not.toContain('harvest-festival');
  page.client.stop();
  await page.db.delete();
});
