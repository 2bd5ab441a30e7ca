/**
 * Offline play of the actions whose outcome only the server decides (a spin, a card), beside
 * purchases and reloads, against the real server app (in-process, on PGlite), with Dexie on
 * fake-indexeddb. What the player sees is the game store's view: a drawn prize never shows as a
 * guess, every prize the server drew is shown exactly once (to the screen that waits for it, or
 * announced when none does), and nothing shown is taken back.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Action } from '#domain/actions';
import { FREE_SPIN_INTERVAL_MS } from '#domain/catalog';
import { serverResult } from '#client/data/hooks/action-result.ts';
import type { GameDatabase } from '#client/data/storage/db.ts';
import { drain, shown, type TestClient } from './helpers/client.ts';
import { startGameServer, type GameServer } from './helpers/game-server.ts';
import {
  announced,
  expectNothingTakenBack,
  expectShownOnce,
  prizePage,
  recordViews,
  refusals,
  reloadPage,
  tap,
  type Showings,
} from './helpers/prizes.ts';

const SPIN: Action = { type: 'spin' };
const CARD: Action = { type: 'card-turn', card: 1 };
const UPGRADE: Action = { type: 'producer-upgrade', producerId: 'sprouter', season: 'main' };

let server: GameServer;
let online = true;
let nextUser = 5100;
/** Every engine request that reached the server, by path. */
let posted: string[] = [];

function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The device's network: the server in-process, or nothing at all. */
const network: typeof fetch = (input, init) => {
  if (!online) return Promise.reject(new TypeError('fetch failed'));
  if (urlOf(input).includes('/engine/')) posted.push(new URL(urlOf(input)).pathname);
  return server.fetch(input, init);
};

beforeAll(async () => {
  server = await startGameServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  online = true;
  posted = [];
});

function page(userId: number, showings: Showings, db?: GameDatabase): TestClient {
  return prizePage(server, network, userId, showings, db);
}

function reload(current: TestClient, userId: number, showings: Showings): Promise<TestClient> {
  return reloadPage(server, network, current, userId, showings);
}

describe('offline draws', () => {
  it('a spin, a reload, another spin, then online: both prizes shown once, nothing undone', async () => {
    const userId = (nextUser += 1);
    const showings: Showings = new Map();
    let current = page(userId, showings);
    await current.client.start();
    const before = shown(current.client)?.view;
    online = false;
    const first = await tap(current.client, SPIN, showings);
    await first.waited;
    // The spin is spent; its prize waits for the server.
    expect(shown(current.client)?.view.spin).toBe((before?.spin ?? 0) - 1);
    expect(shown(current.client)?.view.resources).toEqual(before?.resources);

    current = await reload(current, userId, showings);
    expect(shown(current.client)?.view.spin).toBe((before?.spin ?? 0) - 1);
    // The free spin of eight hours later.
    server.clock.advance(FREE_SPIN_INTERVAL_MS);
    const second = await tap(current.client, SPIN, showings, 60_000);

    const views = recordViews(current.client);
    online = true;
    await drain(current.client);
    await second.waited;
    await announced();
    expectShownOnce(showings, [first.key, second.key]);
    expect(refusals(current)).toEqual([]);
    expectNothingTakenBack(views);
    const row = shown(current.client);
    expect(row?.view).toEqual(row?.confirmed);
    expect(posted.filter((path) => path.endsWith('/spin'))).toHaveLength(2);
    current.client.stop();
    await current.db.delete();
  });

  it('a card picked offline, then a reload: the card waits, and its prize is shown once when online', async () => {
    const userId = (nextUser += 1);
    const showings: Showings = new Map();
    let current = page(userId, showings);
    await current.client.start();
    const before = shown(current.client)?.view;
    online = false;
    const card = await tap(current.client, CARD, showings);
    await card.waited;
    expect(shown(current.client)?.view.events.CARD.triggerCount).toBe(1);
    expect(shown(current.client)?.view.resources).toEqual(before?.resources);

    current = await reload(current, userId, showings);
    // After the reload the turned card still waits, and still credits nothing.
    expect(shown(current.client)?.view.events.CARD.triggerCount).toBe(1);
    expect(shown(current.client)?.view.resources).toEqual(before?.resources);

    const views = recordViews(current.client);
    online = true;
    await drain(current.client);
    await announced();
    expectShownOnce(showings, [card.key]);
    expect(refusals(current)).toEqual([]);
    expectNothingTakenBack(views);
    const row = shown(current.client);
    expect(row?.view).toEqual(row?.confirmed);
    current.client.stop();
    await current.db.delete();
  });

  it('purchases, spins, a card and reloads offline: every prize shown once, every purchase kept', async () => {
    const userId = (nextUser += 1);
    const showings: Showings = new Map();
    let current = page(userId, showings);
    await current.client.start();
    // Four harvests: seeds for an upgrade (132).
    for (let cycle = 0; cycle < 4; cycle += 1) {
      await current.client.act({ type: 'producer-start', producerId: 'sprouter', season: 'main' });
      server.clock.advance(5_000);
      await current.client.act({ type: 'producer-collect', producerId: 'sprouter', season: 'main' });
    }
    await drain(current.client);
    online = false;
    const upgraded = await current.client.act(UPGRADE);
    expect(upgraded).toMatchObject({ ok: true });
    const spin = await tap(current.client, SPIN, showings);
    current = await reload(current, userId, showings);
    const card = await tap(current.client, CARD, showings);
    current = await reload(current, userId, showings);
    server.clock.advance(FREE_SPIN_INTERVAL_MS);
    const again = await tap(current.client, SPIN, showings);
    await Promise.all([spin.waited, card.waited, again.waited]);
    const offlineView = shown(current.client)?.view;

    const views = recordViews(current.client);
    online = true;
    await drain(current.client);
    await announced();
    expectShownOnce(showings, [spin.key, card.key, again.key]);
    expect(refusals(current)).toEqual([]);
    expectNothingTakenBack(views);
    const row = shown(current.client);
    expect(row?.view).toEqual(row?.confirmed);
    expect(row?.confirmed.producers.find((producer) => producer._id === 'sprouter')?.level).toBe(
      offlineView?.producers.find((producer) => producer._id === 'sprouter')?.level,
    );
    current.client.stop();
    await current.db.delete();
  });
});

describe('reading an answer', () => {
  it('never posts the action again: an answer already shown is unknown, and the client syncs instead', async () => {
    const userId = (nextUser += 1);
    const showings: Showings = new Map();
    const current = page(userId, showings);
    await current.client.start();
    const spin = await tap(current.client, SPIN, showings, 60_000);
    await drain(current.client);
    await spin.waited;
    expectShownOnce(showings, [spin.key]);
    const spins = posted.filter((path) => path.endsWith('/spin')).length;
    const synced = new Promise<void>((resolve) => {
      current.client.events.on('sync-done', () => {
        resolve();
      });
    });
    expect(await serverResult(current.client, spin.key, SPIN, 'main', 1_000)).toEqual({ ok: false, reason: 'UNKNOWN' });
    await synced;
    expect(posted.filter((path) => path.endsWith('/spin'))).toHaveLength(spins);
    current.client.stop();
    await current.db.delete();
  });
});
