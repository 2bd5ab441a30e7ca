/**
 * The outbox across a stretch without network and across a reload, against the real server app
 * (in-process, on PGlite). The client's retry timers are fake timers the test moves: no wall clock.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import { GameDatabase } from '#client/data/storage/db.ts';
import type { DataClient } from '#client/data/client.ts';
import { shown, testClient } from './helpers/client.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';
import { networkClock, type NetworkClock } from './helpers/network-clock.ts';

const START: Action = { type: 'producer-start', producerId: 'sprouter', season: 'main' };
/** The longest retry back-off of the test clients (see helpers/client.ts), ms. */
const RETRY_CAP_MS = 40;

let server: GameServer;
let clock: NetworkClock;
let online = true;

beforeAll(async () => {
  server = await startGameServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  online = true;
  clock = networkClock();
});
afterEach(() => {
  clock.uninstall();
});

/** The device's network: the server in-process, or nothing at all. */
const network: typeof fetch = (input, init) => (online ? server.fetch(input, init) : Promise.reject(new TypeError('fetch failed')));

function device(userId: number, db?: GameDatabase): ReturnType<typeof testClient> {
  return testClient(server, { userId, fetch: network, wallNow: clock.now, ...(db === undefined ? {} : { db }) });
}

/** Resolves when the client's outbox has been drained by a flush. */
function drained(client: DataClient): Promise<void> {
  return new Promise((resolve) => {
    client.events.on('outbox-drained', () => {
      resolve();
    });
  });
}

async function serverView(client: DataClient): Promise<PlayerState> {
  const session = await client.context.db.session.get('session');
  const response = await server.fetch(`${server.url}/backend/hub/game-user`, {
    headers: { authorization: `Bearer ${session?.token ?? ''}` },
  });
  return ((await response.json()) as { gameUser: PlayerState }).gameUser;
}

describe('offline', () => {
  it('an action made offline is applied once when the network returns', async () => {
    const { client, db } = device(3101);
    await client.start();
    online = false;
    expect((await client.act(START)).ok).toBe(true);
    await client.flush();
    expect(await db.outbox.count()).toBe(1);
    expect((await serverView(client)).producers[0]?.cycle_started_at).toBeNull();

    online = true;
    const sent = drained(client);
    // The retry the failed attempt armed comes due, and the client sends the action by itself.
    clock.advance(RETRY_CAP_MS);
    await sent;
    expect(await db.outbox.count()).toBe(0);
    const onServer = await serverView(client);
    expect(onServer.producers[0]?.cycle_started_at).toBe(server.clock.now());
    // Flushing again sends nothing more.
    await client.flush();
    expect((await serverView(client)).producers[0]).toEqual(onServer.producers[0]);
    client.stop();
    await db.delete();
  });

  it('a reload with a pending outbox sends it on the next start', async () => {
    const first = device(3201);
    await first.client.start();
    online = false;
    await first.client.act(START);
    await first.client.flush();
    first.client.stop();
    first.db.close();

    // The page reloads: a new client on a new connection to the same database.
    online = true;
    const second = device(3201, new GameDatabase(first.db.name));
    const pending = await second.db.outbox.toArray();
    expect(pending.map((entry) => entry.action.type)).toEqual(['producer-start']);
    await second.client.context.games.of('main').load();
    expect(shown(second.client)?.view.producers[0]?.cycle_started_at).toBe(server.clock.now());
    clock.advance(RETRY_CAP_MS);
    const sent = drained(second.client);
    await second.client.start();
    await sent;
    const row = shown(second.client);
    expect(row?.confirmed.producers[0]?.cycle_started_at).toBe(server.clock.now());
    expect(row?.view).toEqual(row?.confirmed);
    expect((await serverView(second.client)).producers[0]?.cycle_started_at).toBe(server.clock.now());
    second.client.stop();
    await second.db.delete();
  });
});
