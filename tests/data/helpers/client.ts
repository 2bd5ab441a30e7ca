/** Data clients wired to the in-process game server, with every seam a test needs. */
import { createDataClient, type DataClient } from '#client/data/client.ts';
import { GameDatabase } from '#client/data/storage/db.ts';
import type { DataDeps } from '#client/data/deps.ts';
import type { DataEvents } from '#client/data/events.ts';
import type { SeasonType, SnapshotRow } from '#client/data/storage/db-rows.ts';
import { uniqueDatabaseName } from './context.ts';

/** Where a client connects: the real server, or the fake engine. */
export interface ClientTarget {
  url: string;
  clock: { now: () => number };
  launchData(id: number): Promise<string>;
}

export interface TestClient {
  client: DataClient;
  db: GameDatabase;
  events: { type: keyof DataEvents; payload: unknown }[];
  reloads: () => number;
  /** Fires the page triggers (`online`, page visible). */
  trigger: () => void;
}

export interface TestClientOptions extends Partial<DataDeps> {
  /** Reuse a database (a reload); a new database by default. */
  db?: GameDatabase;
  /** Telegram user id; 1001 by default. */
  userId?: number;
}

/** A client on `server` (same clock as the server, so the offset is 0 unless a test moves one). */
export function testClient(server: ClientTarget, options: TestClientOptions = {}): TestClient {
  const { db: givenDb, userId = 1001, ...deps } = options;
  const db = givenDb ?? new GameDatabase(uniqueDatabaseName('client'));
  let reloads = 0;
  let fire: (() => void) | undefined;
  const client = createDataClient({
    db,
    baseUrl: server.url,
    launchData: () => server.launchData(userId),
    reload: () => {
      reloads += 1;
    },
    now: server.clock.now,
    retry: { baseMs: 5, capMs: 40 },
    flushIntervalMs: 3_600_000,
    flushTriggers: (flush) => {
      fire = flush;
      return () => {
        fire = undefined;
      };
    },
    ...deps,
  });
  const events: TestClient['events'] = [];
  client.events.on('*', (type, payload) => {
    events.push({ type, payload });
  });
  return { client, db, events, reloads: () => reloads, trigger: () => fire?.() };
}

/** What the screens render for `seasonType`: the game store's view. */
export function shown(client: DataClient, seasonType: SeasonType = 'main'): SnapshotRow | null | undefined {
  return client.context.games.of(seasonType).view();
}

/** A `fetch` for a device without network. */
export const offlineFetch: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));

/** Flushes until the outbox is empty, waiting for postponed entries; gives up after `rounds`. */
export async function drain(client: DataClient, rounds = 200): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const result = await client.flush();
    if (result !== undefined && result.remaining === 0) return;
    const wait = result?.retryAt === undefined ? 5 : Math.max(0, result.retryAt - Date.now());
    await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 50)));
  }
  throw new Error('the outbox did not drain');
}

/** A spin left waiting in `db`'s outbox under `key`, as a move made offline waits (the sync then fetches no main snapshot). */
export async function waitingSpin(db: GameDatabase, key: string): Promise<void> {
  await db.outbox.add({ key, seasonType: 'main', action: { type: 'spin' }, at: 1, attempts: 0, malformed: 0, nextAttemptAt: 0 });
}
