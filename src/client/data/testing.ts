/**
 * For the component tests of the screens: a data client that never reaches the network, on a
 * fake-indexeddb database of the test file's own, and the cached snapshot a screen starts from.
 */
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import type { PlayerState } from '#domain/player';
import type { GameUser } from '#protocol/game-user';
import { configureData } from './client.ts';
import { database, GameDatabase } from './storage/db.ts';
import type { SeasonType, SnapshotExtras } from './storage/db-rows.ts';

/** What a seeded snapshot differs in from the default: player 7, "Tester", no next producer, no event. */
export interface SeedOptions {
  user?: Partial<Pick<GameUser, 'user_id' | 'name' | 'email' | '_id'>>;
  extras?: Partial<SnapshotExtras>;
  seasonType?: SeasonType;
}

export interface OfflineTestData {
  db: GameDatabase;
  /** Stores `view` as the confirmed and shown snapshot, settled now. */
  seed: (view: PlayerState, options?: SeedOptions) => Promise<void>;
  /** The queued actions, oldest first. */
  actions: () => Promise<unknown[]>;
}

/**
 * Configures the app's data client on the database `name`, offline, and registers the file's hooks:
 * the outbox, snapshots and lists are emptied before each test, the rendered tree is unmounted
 * after each, and the client is stopped and the database deleted after all.
 */
export function offlineTestData(name: string): OfflineTestData {
  const db = new GameDatabase(name);
  const client = configureData({
    db,
    launchData: () => Promise.resolve(''),
    reload: () => undefined,
    // No network: the screens work from the cache alone.
    fetch: () => Promise.reject(new TypeError('offline')),
    flushTriggers: () => () => undefined,
  });

  beforeEach(async () => {
    await db.outbox.clear();
    await db.snapshots.clear();
    await db.lists.clear();
  });
  afterEach(() => {
    cleanup();
  });
  afterAll(async () => {
    client.stop();
    await db.delete();
  });

  return {
    db,
    seed: async (view, { user, extras, seasonType = 'main' } = {}) => {
      const now = Date.now();
      const confirmed = { ...view, user_id: 7, name: 'Tester', email: '7@telegram', _id: 'game-7', withdrawable_tokens: 0, vested_tokens: 0, wallet: null, ...user };
      const allExtras = { firstTime: false, sendMessage: false, nextProducer: null, nextProducerEvent: null, eventRunning: false, ...extras };
      await db.snapshots.put({ seasonType, confirmed, confirmedAt: now, view, viewAt: now, extras: allExtras });
    },
    actions: async () => (await db.outbox.toArray()).map((entry) => entry.action),
  };
}

/** Empties the app database's settings, so a screen starts from the defaults. */
export async function clearSettings(): Promise<void> {
  await database().settings.clear();
}
