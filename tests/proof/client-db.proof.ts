/**
 * The client database (docs/reliability.md): the real data layer on Dexie over fake-indexeddb,
 * sending to the real server (in-process, PGlite in memory), while IndexedDB misbehaves the ways a
 * phone's web view does:
 * - the disk fills up: a write larger than the free space fails with QuotaExceededError, bare or
 *   wrapped in the AbortError of its transaction (a Dexie middleware plays the disk). The data
 *   layer drops the caches the network can refill and writes again; when that is not enough the
 *   action is refused as a whole and the player is told, and a confirmation it cannot store is
 *   sent again later under the same key;
 * - the connection is closed under the app, by the app (`db.close()`) or by the system (iOS when
 *   the app goes to the background), also between the server's answer and its settlement;
 * - a database written by the previous schema version, with entries in its outbox (one of them
 *   already applied by the server, its answer lost), is opened by the current version.
 * In every case each action the player was told is queued reaches the server exactly once: the
 * server's idempotency store holds every one of its keys, and nothing else.
 */
import 'fake-indexeddb/auto';
import { Dexie, type DBCore, type Middleware } from 'dexie';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Action } from '#domain/actions';
import { GameDatabase, SCHEMA_V1 } from '#client/data/storage/db.ts';
import { HEADERS } from '#protocol/headers';
import { idempotencyKeys } from '#server/db/schema';
import { drain, testClient, type TestClient } from '../data/helpers/client.ts';
import { uniqueDatabaseName } from '../data/helpers/context.ts';
import { startGameServer, type GameServer } from '../data/helpers/game-server.ts';
import { recordResult } from './results.ts';

/** Actions a new player can make at one instant, in this order, each accepted by the rules. */
const MOVES: readonly Action[] = [
  { type: 'producer-start', producerId: 'sprouter', season: 'main' },
  { type: 'checkin' },
  { type: 'quest-take', questId: 'daily-checkin' },
  { type: 'quest-claim', questId: 'daily-checkin' },
  { type: 'quest-take', questId: 'own-field' },
];

function move(index: number): Action {
  const action = MOVES[index];
  if (action === undefined) throw new Error(`no move ${String(index)}`);
  return action;
}

let server: GameServer;
let nextUser = 880_000;
const opened: TestClient[] = [];

beforeAll(async () => {
  server = await startGameServer();
}, 120_000);

/** The network between the client and the server: switchable, counting what it carried. */
interface Network {
  fetch: typeof fetch;
  up: boolean;
  /** Engine requests per idempotency key. */
  sent: Map<string, number>;
  /** Answers the server replayed from its idempotency store. */
  replayed: number;
  /** Runs when an engine answer arrived, before the data layer sees it. */
  onAnswer: (() => void) | undefined;
}

function network(): Network {
  const state: Network = {
    up: true,
    sent: new Map(),
    replayed: 0,
    onAnswer: undefined,
    fetch: async (input, init) => {
      if (!state.up) throw new TypeError('fetch failed');
      const response = await fetch(input, init);
      const key = new Headers(init?.headers).get(HEADERS.idempotencyKey);
      if (key !== null) {
        state.sent.set(key, (state.sent.get(key) ?? 0) + 1);
        if (response.headers.get(HEADERS.idempotentReplayed) === 'true') state.replayed += 1;
        state.onAnswer?.();
      }
      return response;
    },
  };
  return state;
}

/** The tables the data layer may drop to free space (the network refills them). */
const CACHES = new Set(['lists', 'season', 'deadLetters']);

/**
 * A disk with `free` bytes left: a write (add or put) larger than that fails with a quota error,
 * bare or wrapped in an AbortError; dropping a cache table gives its bytes back. `full` refuses
 * every write, whatever is dropped.
 */
interface Disk {
  free: number;
  full: boolean;
  wrap: boolean;
  refused: number;
  cacheBytes: Map<string, number>;
}

function quotaError(disk: Disk): Error {
  const error = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  return disk.wrap ? new Dexie.AbortError('Transaction aborted', error) : error;
}

function diskMiddleware(disk: Disk): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'proof-disk',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(request) {
            if (request.type === 'add' || request.type === 'put') {
              const bytes = JSON.stringify(request.values).length;
              if (disk.full || bytes > disk.free) {
                disk.refused += 1;
                return Promise.reject(quotaError(disk));
              }
              if (CACHES.has(name)) disk.cacheBytes.set(name, (disk.cacheBytes.get(name) ?? 0) + bytes);
            } else if (CACHES.has(name)) {
              disk.free += disk.cacheBytes.get(name) ?? 0;
              disk.cacheBytes.set(name, 0);
            }
            return table.mutate(request);
          },
        };
      },
    }),
  };
}

function newDisk(): Disk {
  return { free: Number.POSITIVE_INFINITY, full: false, wrap: false, refused: 0, cacheBytes: new Map() };
}

interface Player {
  userId: number;
  page: TestClient;
  net: Network;
  disk: Disk;
  /** The engine name of each queued action, by key. */
  queued: Map<string, string>;
}

/** A player's client on a database (a fresh one by default) behind the disk middleware. */
function player(options: { db?: GameDatabase; userId?: number } = {}): Player {
  if (options.userId === undefined) nextUser += 1;
  const userId = options.userId ?? nextUser;
  const net = network();
  const disk = newDisk();
  const db = options.db ?? new GameDatabase(uniqueDatabaseName('proof-client'));
  db.use(diskMiddleware(disk));
  const page = testClient(server, { userId, fetch: net.fetch, db });
  opened.push(page);
  return { userId, page, net, disk, queued: new Map() };
}

async function keysOf(db: GameDatabase): Promise<string[]> {
  return (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.key);
}

/** Plays `action`, which must be queued; returns its key. */
async function queue(who: Player, action: Action): Promise<string> {
  const outcome = await who.page.client.act(action);
  if (!outcome.ok) throw new Error(`${action.type} was refused: ${outcome.reason}`);
  who.queued.set(outcome.value.key, action.type);
  return outcome.value.key;
}

/** One row of the results table: what the server holds for the keys the player was told were queued. */
interface CaseResult {
  name: string;
  actions: number;
  pendingAtFault: number;
  refusedOnDevice: number;
  requests: number;
  replayed: number;
  applied: number;
  lost: number;
  doubled: number;
}

const results: CaseResult[] = [];

/** The cases below; the numbers are recorded once every one of them passed. */
const CASES = 7;

afterAll(async () => {
  if (results.length === CASES) {
    const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
    recordResult(
      'client-db',
      [
        row([
          'case',
          'actions',
          'pending at the fault',
          'refused on the device (shown)',
          'requests sent',
          'answers replayed',
          'applied by the server',
          'lost',
          'doubled',
        ]),
        row(Array.from({ length: 9 }, () => '---')),
        ...results.map((entry) =>
          row([
            entry.name,
            entry.actions,
            entry.pendingAtFault,
            entry.refusedOnDevice,
            entry.requests,
            entry.replayed,
            entry.applied,
            entry.lost,
            entry.doubled,
          ]),
        ),
      ].join('\n'),
    );
  }
  for (const page of opened) {
    page.client.stop();
    page.db.close();
    await Dexie.delete(page.db.name);
  }
  await server.close();
});

/**
 * Checks the server against the keys the player was told were queued, in `queued`, and records
 * the case: every one applied once under its own action, and nothing else.
 */
async function verify(
  name: string,
  who: Player,
  queued: string[],
  extra: { pendingAtFault: number; refusedOnDevice?: number; sentBefore?: number },
): Promise<CaseResult> {
  expect(await who.page.db.outbox.count()).toBe(0);
  expect(await who.page.db.deadLetters.count()).toBe(0);
  const rows = await server.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.userId));
  const onServer = new Map(rows.map((row) => [row.key, row]));
  const lost = queued.filter((key) => !onServer.has(key)).length;
  const doubled = rows.length - (queued.length - lost);
  // Every queued action reached the rules once and was applied; nothing else arrived.
  expect(lost).toBe(0);
  expect(doubled).toBe(0);
  expect(rows.every((row) => row.statusCode === 200)).toBe(true);
  expect(queued.map((key) => onServer.get(key)?.action)).toEqual(queued.map((key) => who.queued.get(key)));
  const result: CaseResult = {
    name,
    actions: queued.length + (extra.refusedOnDevice ?? 0),
    pendingAtFault: extra.pendingAtFault,
    refusedOnDevice: extra.refusedOnDevice ?? 0,
    requests: [...who.net.sent.values()].reduce((sum, count) => sum + count, extra.sentBefore ?? 0),
    replayed: who.net.replayed,
    applied: rows.length,
    lost,
    doubled,
  };
  results.push(result);
  return result;
}

test('quota exceeded while the player acts: the caches go, the action is queued, and it is delivered once', async () => {
  for (const wrap of [false, true]) {
    const who = player();
    await who.page.client.start();
    const cacheBytes = [...who.disk.cacheBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
    // No room for the outbox entry (its key alone is 36 bytes); the caches hold far more than it needs.
    who.disk.free = 16;
    who.disk.wrap = wrap;
    expect(cacheBytes).toBeGreaterThan(1000);
    who.net.up = false;

    const key = await queue(who, move(0));
    expect(who.disk.refused).toBeGreaterThan(0);
    expect(await keysOf(who.page.db)).toEqual([key]);
    // The caches went, the outbox and the snapshot stayed; nobody had to be told.
    expect(await who.page.db.snapshots.count()).toBe(1);
    expect(await who.page.db.lists.count()).toBe(0);
    expect(who.page.events.filter((event) => event.type === 'storage-full' || event.type === 'toast')).toEqual([]);

    // The answer replaces the stored snapshot in place: it needs no new space.
    who.disk.free = Number.POSITIVE_INFINITY;
    who.net.up = true;
    await drain(who.page.client);
    expect(who.net.sent.get(key)).toBe(1);
    await verify(
      wrap ? 'quota as an AbortError: caches dropped, written again' : 'QuotaExceededError: caches dropped, written again',
      who,
      [key],
      { pendingAtFault: 0 },
    );
  }
});

test('a disk that stays full: the action is refused whole and shown, the queue is kept, a confirmation it cannot store is sent again', async () => {
  const who = player();
  await who.page.client.start();
  who.net.up = false;
  const pending = await queue(who, move(0));
  await who.page.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
  const viewBefore = (await who.page.db.snapshots.get('main'))?.view;

  who.disk.full = true;
  who.disk.wrap = true;
  const refused = await who.page.client.act(move(1));
  expect(refused).toEqual({ ok: false, reason: 'STORAGE_ERROR' });
  expect(who.page.events).toContainEqual({ type: 'storage-full', payload: { operation: 'act' } });
  expect(who.page.events).toContainEqual({
    type: 'toast',
    payload: expect.objectContaining({ reason: 'STORAGE_ERROR', source: 'action:checkin' }) as unknown,
  });
  // Nothing of the refused action was written; the earlier entry and the view are untouched.
  expect(await keysOf(who.page.db)).toEqual([pending]);
  expect((await who.page.db.snapshots.get('main'))?.view).toEqual(viewBefore);

  // The network is back while the disk is still full: the server applies the pending entry, but
  // its confirmation cannot be stored, so the entry stays.
  who.net.up = true;
  await who.page.client.flush();
  expect(who.net.sent.get(pending)).toBe(1);
  expect(await keysOf(who.page.db)).toEqual([pending]);

  // Space comes back: the entry goes again under its key (the server replays its answer), and the
  // player makes the refused move again.
  who.disk.full = false;
  await drain(who.page.client);
  expect(who.net.sent.get(pending)).toBe(2);
  expect(who.net.replayed).toBe(1);
  const again = await queue(who, move(1));
  await drain(who.page.client);
  const row = await who.page.db.snapshots.get('main');
  expect(row?.confirmed.checkin.streak).toBe(1);
  expect(row?.confirmed.producers[0]?.cycle_started_at).not.toBeNull();
  await verify('disk stays full: refused and shown, confirmation sent again', who, [pending, again], {
    pendingAtFault: 1,
    refusedOnDevice: 1,
  });
});

test('the connection closed under the app, by the app, by the system, and between an answer and its settlement', async () => {
  // By the app (Dexie's close: no auto-open), with entries pending; one more action after it.
  {
    const who = player();
    await who.page.client.start();
    who.net.up = false;
    const keys = [await queue(who, move(0)), await queue(who, move(1)), await queue(who, move(2))];
    who.page.db.close();
    expect(who.page.db.isOpen()).toBe(false);
    keys.push(await queue(who, move(3)));
    expect(await keysOf(who.page.db)).toEqual(keys);
    who.page.db.close();
    who.net.up = true;
    await drain(who.page.client);
    expect([...who.net.sent.values()]).toEqual([1, 1, 1, 1]);
    await verify('db.close() under the app with 3 entries pending', who, keys, { pendingAtFault: 3 });
  }
  // By the system: the IndexedDB connection itself closes (iOS backgrounding the web view).
  {
    const who = player();
    await who.page.client.start();
    who.net.up = false;
    const keys = [await queue(who, move(0)), await queue(who, move(1)), await queue(who, move(2)), await queue(who, move(3))];
    who.page.db.backendDB().close();
    who.net.up = true;
    await drain(who.page.client);
    keys.push(await queue(who, move(4)));
    who.page.db.backendDB().close();
    await drain(who.page.client);
    expect(await keysOf(who.page.db)).toEqual([]);
    await verify('the system closes the connection (iOS background), 4 pending', who, keys, { pendingAtFault: 4 });
  }
  // Between the server's answer and the settlement of each entry.
  {
    const who = player();
    await who.page.client.start();
    who.net.up = false;
    const keys = [await queue(who, move(0)), await queue(who, move(1)), await queue(who, move(2))];
    let closes = 0;
    who.net.onAnswer = () => {
      closes += 1;
      who.page.db.close();
    };
    who.net.up = true;
    await drain(who.page.client);
    expect(closes).toBeGreaterThanOrEqual(keys.length);
    await verify('closed between each answer and its settlement, 3 pending', who, keys, { pendingAtFault: 3 });
  }
});

test('a database of the previous schema with a pending outbox: every entry kept, each delivered once', async () => {
  // A player of the previous build: logged in and synced, then four moves queued offline; the
  // first one was sent before the update and applied by the server, its answer lost.
  const first = player();
  await first.page.client.start();
  first.page.client.stop();
  const session = await first.page.db.session.get('session');
  const snapshot = await first.page.db.snapshots.get('main');
  const meta = await first.page.db.meta.toArray();
  const settings = await first.page.db.settings.toArray();
  if (session === undefined || snapshot === undefined) throw new Error('the first build did not sync');

  const name = uniqueDatabaseName('proof-v1');
  const previous = new Dexie(name);
  previous.version(1).stores(SCHEMA_V1);
  await previous.table('session').put(session);
  await previous.table('snapshots').put(snapshot);
  await previous.table('meta').bulkPut(meta);
  await previous.table('settings').bulkPut(settings);
  const keys = [0, 1, 2, 3].map((index) => `v1-${String(first.userId)}-${String(index)}`);
  // Version 1 entries: no malformed count, no next attempt time.
  await previous
    .table('outbox')
    .bulkAdd(
      keys.map((key, index) => ({ key, seasonType: 'main', action: move(index), at: server.clock.now(), attempts: index === 0 ? 1 : 0 })),
    );
  const lostAnswer = await fetch(`${server.url}/backend/hub/engine/producer-start`, {
    method: 'POST',
    headers: {
      [HEADERS.authorization]: `Bearer ${session.token}`,
      'content-type': 'application/json',
      [HEADERS.idempotencyKey]: keys[0] ?? '',
    },
    body: JSON.stringify({ producerId: 'sprouter', season: 'main' }),
  });
  expect(lostAnswer.status).toBe(200);
  expect(previous.verno).toBe(1);
  previous.close();

  // The new build opens it.
  const db = new GameDatabase(name);
  await db.open();
  expect(db.verno).toBe(5); // the current schema (5: the snapshot's new fields)
  const upgraded = await db.outbox.orderBy('seq').toArray();
  expect(upgraded.map((entry) => [entry.key, entry.action.type, entry.malformed, entry.nextAttemptAt])).toEqual(
    keys.map((key, index) => [key, move(index).type, 0, 0]),
  );
  db.close();

  const who = player({ db: new GameDatabase(name), userId: first.userId });
  keys.forEach((key, index) => who.queued.set(key, move(index).type));
  await who.page.client.start();
  await drain(who.page.client);
  expect(keys.map((key) => who.net.sent.get(key))).toEqual([1, 1, 1, 1]);
  expect(who.net.replayed).toBe(1);
  // Flushing again sends nothing.
  await who.page.client.flush();
  expect([...who.net.sent.values()].reduce((sum, count) => sum + count, 0)).toBe(4);
  const row = await who.page.db.snapshots.get('main');
  expect(row?.confirmed.quests['daily-checkin']?.status).toBe('COMPLETED');
  expect(row?.view).toEqual(row?.confirmed);
  await verify('schema v1 to v2 with 4 entries pending (1 applied before, answer lost)', who, keys, { pendingAtFault: 4, sentBefore: 1 });
});
