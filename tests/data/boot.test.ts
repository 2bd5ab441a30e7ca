/** Boot against the real server: cold (nothing cached) and warm with the network down. */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abbreviate } from '#domain/abbreviate';
import { advance } from '#domain/advance';
import { CATALOG_V1, START_RESOURCES } from '#domain/catalog';
import { relevel } from '#domain/producer';
import { GameDatabase } from '#client/data/storage/db.ts';
import { startTicker, type TextTarget } from '#client/data/hooks/ticker.ts';
import { createLiveView } from '#client/data/store/live-view.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';
import { offlineFetch, testClient, waitingSpin } from './helpers/client.ts';

let server: GameServer;

function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

beforeAll(async () => {
  server = await startGameServer();
});
afterAll(async () => {
  await server.close();
});

describe('boot', () => {
  it('cold: logs in, fetches the new player and stores the snapshot, the session and the sync time', async () => {
    const { client, db, events } = testClient(server, { userId: 2001 });
    expect(await db.snapshots.get('main')).toBeUndefined();
    await client.start();
    client.stop();
    const row = await db.snapshots.get('main');
    expect(row?.confirmed.user_id).toBe(2001);
    expect(row?.confirmed.resources).toEqual([...START_RESOURCES]);
    expect(row?.view.resources).toEqual([...START_RESOURCES]);
    expect(row?.extras).toEqual({ eventRunning: false });
    expect(row?.confirmedAt).toBe(server.clock.now());
    expect((await db.session.get('session'))?.token).toMatch(/\S+/);
    expect((await db.meta.get('lastSync'))?.value).toBe(server.clock.now());
    expect(events).toContainEqual({ type: 'sync-done', payload: { seasonType: 'main', at: server.clock.now() } });
    // The lists came with it.
    expect((await db.season.get('current'))?.data).toMatchObject({ seasonNumber: 1 });
    const quests = (await db.lists.get('quests'))?.value as { quests: { status: string }[]; total: number; available: number } | undefined;
    expect(quests?.total).toBeGreaterThan(0);
    expect(quests?.available).toBe(quests?.total);
    // Nothing is fetched that no screen reads: the shop, producers, boosts and events are views of the snapshot.
    expect((await db.lists.toArray()).map((list) => list.name)).toEqual(['quests']);
    db.close();
  });

  it('stores the snapshot and the lists together; a list fetched apart that fails keeps its cached copy', async () => {
    const { client, db } = testClient(server, { userId: 2003 });
    await client.start();
    client.stop();
    server.clock.advance(5000);
    const synced = testClient(server, { userId: 2003, db: new GameDatabase(db.name) });
    expect(await synced.client.sync()).toBe(true);
    synced.client.stop();
    expect((await synced.db.snapshots.get('main'))?.confirmedAt).toBe(server.clock.now());
    expect((await synced.db.meta.get('lastSync'))?.value).toBe(server.clock.now());
    const questsBefore = await synced.db.lists.get('quests');
    expect(questsBefore?.value).toMatchObject({ serverNow: server.clock.now() });
    // With an action waiting, the lists are fetched apart (sync-all.ts): the quest list fails.
    await waitingSpin(synced.db, 'k-2003');
    server.clock.advance(5000);
    const failing = testClient(server, {
      userId: 2003,
      db: new GameDatabase(db.name),
      fetch: (input, init) =>
        urlOf(input).includes('/engine/quest-list') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init),
    });
    expect(await failing.client.sync()).toBe(true);
    expect(await failing.db.lists.get('quests')).toEqual(questsBefore);
    expect((await failing.db.season.get('current'))?.fetchedAt).toBeGreaterThan(questsBefore?.fetchedAt ?? Infinity);
    failing.client.stop();
    await failing.db.delete();
  });

  it('warm with the network down: the cached farm is there at once and keeps ticking', async () => {
    const online = testClient(server, { userId: 2002 });
    await online.client.start();
    online.client.stop();
    // Make the sprouter continuous in the cache so production runs on its own.
    const cached = await online.db.snapshots.get('main');
    if (cached === undefined) throw new Error('no snapshot after the online boot');
    const continuous = { ...cached.view, producers: cached.view.producers.map((producer) => relevel(CATALOG_V1, producer, 10)) };
    await online.db.snapshots.put({ ...cached, view: continuous });
    online.db.close();

    // A new page: a new connection to the same database, and no network.
    const offline = testClient(server, { db: new GameDatabase(online.db.name), userId: 2002, fetch: offlineFetch });
    // What the farm paints before any network: the cached view.
    const painted = await offline.db.snapshots.get('main');
    expect(painted?.view.producers[0]?.is_continues).toBe(true);
    const synced = await offline.client.sync();
    expect(synced).toBe(false);
    expect((await offline.db.snapshots.get('main'))?.view).toEqual(painted?.view);

    const seed: TextTarget = { textContent: null };
    const wakes: (() => void)[] = [];
    const live = createLiveView({
      serverNow: () => offline.client.serverNow(),
      wakes: { request: (callback) => wakes.push(callback), cancel: () => undefined },
      visibility: { hidden: () => false, subscribe: () => () => undefined },
    });
    live.setState(painted?.view);
    const ticker = startTicker({ targets: { seed }, season: 'main', live, format: (value) => abbreviate(value) });
    const first = seed.textContent;
    expect(first).toBe(abbreviate(START_RESOURCES[0]));
    server.clock.advance(60_000);
    wakes.shift()?.();
    if (painted === undefined) throw new Error('nothing painted');
    const expected = advance(painted.view, server.clock.now()).resources[0];
    expect(expected).toBeGreaterThan(START_RESOURCES[0]);
    expect(seed.textContent).toBe(abbreviate(expected));
    ticker.stop();
    offline.db.close();
  });
});
