/**
 * For the component tests of the screens: a data client on a fake-indexeddb database of the test
 * file's own, and the cached snapshot a screen starts from. It reaches no server, unless the test
 * gives it a double at the network boundary (`serverDouble`) for the reads only the server answers.
 * The test renders its screens under `DataProvider` with that client (`renderInShell`'s `data`).
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { PlayerState } from '#domain/player';
import { LOGIN_PATH } from '#protocol/auth';
import type { GameUser } from '#protocol/game-user';
import { createDataClient, type DataClient } from './client.ts';
import type { ServerResult } from './store/answers.ts';
import { GameDatabase } from './storage/db.ts';
import type { SeasonType, SnapshotExtras, SnapshotRow } from './storage/db-rows.ts';

/** What a seeded snapshot differs in from the default: player 7, "Tester", no tokens or wallet, no event. */
export interface SeedOptions {
  user?: Partial<Pick<GameUser, 'user_id' | 'name' | 'email' | '_id' | 'withdrawable_tokens' | 'vested_tokens' | 'wallet'>>;
  extras?: Partial<SnapshotExtras>;
  seasonType?: SeasonType;
}

export interface OfflineTestData {
  /** The test file's data client: what its screens are rendered with. */
  client: DataClient;
  db: GameDatabase;
  /** Stores `view` as the confirmed and shown snapshot, settled now. */
  seed: (view: PlayerState, options?: SeedOptions) => Promise<void>;
  /** The queued actions, oldest first. */
  actions: () => Promise<unknown[]>;
  /** What the screens render now: the game store's view of `seasonType`. */
  shown: (seasonType?: SeasonType) => SnapshotRow | null | undefined;
  /** Has the game stores read Dexie again, after a test wrote the outbox or a snapshot directly. */
  reload: () => Promise<void>;
  /**
   * Plays the server's answer to the queued action `key` as the outbox's flush hands it to the
   * game store: its result (the confirmed state becomes the view with it applied), or its refusal.
   */
  answer: (key: string, answer: ServerResult, seasonType?: SeasonType) => Promise<void>;
}

/** A request the server double received: `GET /backend/hub/friends` (the path without its query). */
export type ServerCall = `${string} /${string}`;

/** The server at the network boundary, for a screen's reads only the server answers. */
export interface ServerDouble {
  fetch: typeof fetch;
  /** Every request but the login, in order. */
  calls: ServerCall[];
  /** Answers `route` with `body`, status `status` (200 by default), from now on. */
  answer(route: ServerCall, body: unknown, status?: number): void;
}

/** Logs in any launch (a session for a day) and answers the routes the test set; the rest 404. */
export function serverDouble(): ServerDouble {
  const routes = new Map<string, { body: unknown; status: number }>();
  const calls: ServerCall[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return {
    calls,
    answer(route, body, status = 200) {
      routes.set(route, { body, status });
    },
    fetch: (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      if (url.pathname === LOGIN_PATH) return Promise.resolve(json({ session: 'test-session', expire: Date.now() + 86_400_000 }));
      const call: ServerCall = `${init?.method ?? 'GET'} ${url.pathname}` as ServerCall;
      calls.push(call);
      const route = routes.get(call);
      return Promise.resolve(route === undefined ? json({ reason: 'NOT_FOUND' }, 404) : json(route.body, route.status));
    },
  };
}

/**
 * Makes a data client on the database `name`, offline unless `server` answers (the outbox's
 * flush is never triggered by itself), and registers the file's hooks: the outbox, snapshots,
 * lists, settings and session are emptied before each test, the rendered tree is unmounted
 * after each, and the client is stopped and the database deleted after all.
 */
export function offlineTestData(name: string, server?: ServerDouble): OfflineTestData {
  const db = new GameDatabase(name);
  const client = createDataClient({
    db,
    launchData: () => Promise.resolve(''),
    reload: () => undefined,
    // Without a server double, no network: the screens work from the cache alone.
    fetch: server?.fetch ?? (() => Promise.reject(new TypeError('offline'))),
    flushTriggers: () => () => undefined,
  });

  beforeEach(async () => {
    await db.outbox.clear();
    await db.snapshots.clear();
    await db.lists.clear();
    await db.settings.clear();
    await db.session.clear();
    await client.context.games.reload();
  });
  afterEach(() => {
    cleanup();
  });
  afterAll(async () => {
    client.stop();
    await db.delete();
  });

  return {
    client,
    db,
    seed: async (view, { user, extras, seasonType = 'main' } = {}) => {
      const now = Date.now();
      const confirmed = {
        ...view,
        user_id: 7,
        name: 'Tester',
        email: '7@telegram',
        _id: 'game-7',
        withdrawable_tokens: 0,
        vested_tokens: 0,
        wallet: null,
        ...user,
      };
      const allExtras = { eventRunning: false, ...extras };
      await db.snapshots.put({ seasonType, confirmed, confirmedAt: now, view, viewAt: now, extras: allExtras });
      // The screens render the game store, which reads Dexie at boot: read it again.
      await client.context.games.reload();
    },
    actions: async () => (await db.outbox.toArray()).map((entry) => entry.action),
    shown: (seasonType = 'main') => client.context.games.of(seasonType).view(),
    reload: () => client.context.games.reload(),
    answer: async (key, answer, seasonType = 'main') => {
      const store = client.context.games.of(seasonType);
      if (!answer.ok) {
        await db.outbox.where('key').equals(key).delete();
        await store.dropped(key, answer.reason);
        return;
      }
      const row = await db.snapshots.get(seasonType);
      if (row === undefined) throw new Error('seed a snapshot before answering an action');
      const updatedUser = { ...row.confirmed, ...(store.view()?.view ?? row.view) };
      await store.answered(key, { updatedUser, serverNow: Date.now(), result: answer.result });
    },
  };
}
