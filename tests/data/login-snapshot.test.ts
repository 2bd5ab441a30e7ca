/**
 * The first sync's login brings the snapshot and the lists (docs/performance.md): a first open asks
 * the server once for the farm, its season and its quests, and takes the page's early login instead
 * of logging in again.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_RESOURCES } from '#domain/catalog';
import type { EarlyLoginAnswer } from '#protocol/early-login';
import { endSeason, startSeason } from '#server/services/seasons';
import { startGameServer, type GameServer } from './helpers/game-server.ts';
import { testClient, waitingSpin } from './helpers/client.ts';

let server: GameServer;

function pathOf(input: string | URL | Request): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url).pathname + new URL(url).search;
}

/** A fetch that records every path (with its query) it sends. */
function recording(): { fetch: typeof fetch; paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    fetch: (input, init) => {
      paths.push(pathOf(input));
      return fetch(input, init);
    },
  };
}

beforeAll(async () => {
  server = await startGameServer();
});
afterAll(async () => {
  await server.close();
});

describe('the first sync', () => {
  it('logs in with the snapshot and the lists, and asks for nothing else: one request before the farm', async () => {
    const network = recording();
    const { client, db } = testClient(server, { userId: 2101, fetch: network.fetch });
    await client.start();
    client.stop();
    expect(network.paths.filter((path) => path.startsWith('/backend/'))).toEqual(['/backend/auth/telegram?snapshot=main']);
    // The lists the login answered are stored as a fetch of them would have stored them.
    expect((await db.season.get('current'))?.data).toMatchObject({ seasonNumber: 1 });
    const quests = (await db.lists.get('quests'))?.value as { total: number; available: number; friendsInvited: number } | undefined;
    expect(quests?.total).toBeGreaterThan(0);
    expect(quests).toMatchObject({ available: quests?.total, friendsInvited: 0 });
    const row = await db.snapshots.get('main');
    expect(row?.confirmed.user_id).toBe(2101);
    expect(row?.confirmed.resources).toEqual([...START_RESOURCES]);
    expect(row?.extras).toEqual({ eventRunning: false });
    // The welcome is the server's own at the first login: the client queues no message call.
    expect(await db.messages.count()).toBe(0);
    db.close();
  });

  it('between seasons, holds the closed game as a failed season request would have told it', async () => {
    await endSeason(server.database.db, 'main', server.clock.now());
    try {
      const network = recording();
      const { client, db, events } = testClient(server, { userId: 2105, fetch: network.fetch });
      expect(await client.sync()).toBe(true);
      expect(network.paths.filter((path) => path.startsWith('/backend/'))).toEqual(['/backend/auth/telegram?snapshot=main']);
      const message = 'No active season found. Please wait for the next season to start.';
      expect(events).toContainEqual({ type: 'no-active-season', payload: { message } });
      // Held after the sync's own events, for the screen that listens once it has rendered.
      expect(client.blocked()).toEqual({ kind: 'no-active-season', message });
      expect((await db.season.get('current'))?.data).toBeNull();
      client.stop();
      db.close();
    } finally {
      await startSeason(server.database.db, 'main', undefined, server.clock.now());
    }
  });

  it('with a stored session, reads the snapshot and the lists in one game-user request, and does not log in', async () => {
    const first = testClient(server, { userId: 2102 });
    await first.client.start();
    first.client.stop();
    const seasonBefore = await first.db.season.get('current');
    const network = recording();
    server.clock.advance(5000);
    const again = testClient(server, { userId: 2102, db: first.db, fetch: network.fetch });
    expect(await again.client.sync()).toBe(true);
    expect(network.paths.filter((path) => path.startsWith('/backend/'))).toEqual(['/backend/hub/game-user?lists=1']);
    expect((await again.db.snapshots.get('main'))?.confirmedAt).toBe(server.clock.now());
    expect((await again.db.lists.get('quests'))?.value).toMatchObject({ serverNow: server.clock.now(), limit: 100, offset: 0 });
    const season = await again.db.season.get('current');
    expect(season?.data).toEqual(seasonBefore?.data);
    expect(season?.fetchedAt).toBeGreaterThan(seasonBefore?.fetchedAt ?? Infinity);
    again.client.stop();
    first.db.close();
  });

  it('with every snapshot left to the outbox, fetches the lists apart and no snapshot', async () => {
    const first = testClient(server, { userId: 2106 });
    await first.client.start();
    first.client.stop();
    // An action made offline waits: its answer, not a snapshot, brings the farm.
    await waitingSpin(first.db, 'k-2106');
    const network = recording();
    server.clock.advance(5000);
    const again = testClient(server, { userId: 2106, db: first.db, fetch: network.fetch });
    expect(await again.client.sync()).toBe(true);
    expect(network.paths.filter((path) => path.startsWith('/backend/')).sort()).toEqual([
      '/backend/hub/engine/quest-list',
      '/backend/hub/season/get-data',
    ]);
    expect((await again.db.lists.get('quests'))?.value).toMatchObject({ serverNow: server.clock.now() });
    again.client.stop();
    first.db.close();
  });

  it('takes the page’s early login for the same launch data, once, and logs in itself for other launch data', async () => {
    const sent: string[] = [];
    const earlyAnswer = async (initData: string): Promise<EarlyLoginAnswer> => {
      const sentAt = server.clock.now();
      const response = await fetch(`${server.url}/backend/auth/telegram?snapshot=main`, {
        method: 'POST',
        body: initData,
        headers: { 'content-type': 'text/plain' },
      });
      return {
        status: response.status,
        ok: response.ok,
        headers: response.headers,
        text: await response.text(),
        sentAt,
        receivedAt: server.clock.now(),
      };
    };
    const launch = await server.launchData(2103);
    let early: Promise<EarlyLoginAnswer> | undefined = earlyAnswer(launch);
    const network = recording();
    const { client, db } = testClient(server, {
      userId: 2103,
      fetch: network.fetch,
      earlyLogin: (initData) => {
        sent.push(initData);
        const taken = early;
        early = undefined;
        return initData === launch ? taken : undefined;
      },
    });
    await client.start();
    client.stop();
    expect(sent).toEqual([launch]);
    expect(network.paths.filter((path) => path.startsWith('/backend/auth/telegram') || path.startsWith('/backend/hub/game-user'))).toEqual(
      [],
    );
    expect((await db.snapshots.get('main'))?.confirmed.user_id).toBe(2103);
    expect((await db.session.get('session'))?.token).toMatch(/\S+/);
    db.close();
  });

  it('logs in itself when the early login failed on the network, and still needs no game-user', async () => {
    const network = recording();
    let taken = false;
    const { client, db } = testClient(server, {
      userId: 2104,
      fetch: network.fetch,
      earlyLogin: () => {
        if (taken) return undefined;
        taken = true;
        return Promise.reject(new TypeError('fetch failed'));
      },
    });
    // The early login's failure is the first sync's failure; the next sync logs in by itself.
    expect(await client.sync()).toBe(false);
    expect(await db.snapshots.get('main')).toBeUndefined();
    expect(await client.sync()).toBe(true);
    expect(network.paths.filter((path) => path.startsWith('/backend/auth/telegram'))).toEqual(['/backend/auth/telegram?snapshot=main']);
    expect(network.paths.filter((path) => path.startsWith('/backend/hub/game-user'))).toEqual([]);
    expect((await db.snapshots.get('main'))?.confirmed.user_id).toBe(2104);
    client.stop();
    db.close();
  });
});
