/** The client database: its upgrade from version 1, and the recoveries of the guard. */
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { GameDatabase, SCHEMA_V1, SCHEMA_V2, SCHEMA_V3, SCHEMA_V4 } from '#client/data/storage/db.ts';
import { CATALOG_V1 } from '#domain/catalog';
import { emptyDaily, newPlayer, NO_PRESTIGE } from '#domain/player';
import { guarded, isClosedError, isQuotaError, watchVersionChange } from '#client/data/storage/db-guard.ts';
import { createDataEmitter, type DataEvents } from '#client/data/events.ts';
import { uniqueDatabaseName } from './helpers/context.ts';

const opened: Dexie[] = [];

function track<T extends Dexie>(db: T): T {
  opened.push(db);
  return db;
}

afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

function quotaError(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('the schema', () => {
  it('opens a database written by version 1 and finds its data, with version 2 fields filled, version 3 message queue and version 4 catalog table', async () => {
    const name = uniqueDatabaseName('upgrade');
    const previous = new Dexie(name);
    previous.version(1).stores(SCHEMA_V1);
    await previous.table('settings').put({ id: 'settings', value: { musicOn: false, musicLevel: 20 } });
    await previous.table('session').put({ id: 'session', token: 'tok', expire: 123 });
    await previous.table('meta').put({ key: 'serverOffset', value: 42 });
    await previous.table('snapshots').put({ seasonType: 'main', confirmed: { spin: 3 }, confirmedAt: 1, view: { spin: 2 }, viewAt: 2 });
    await previous.table('outbox').bulkAdd([
      { key: 'k1', seasonType: 'main', action: { type: 'spin' }, at: 10, attempts: 2 },
      { key: 'k2', seasonType: 'main', action: { type: 'checkin' }, at: 11, attempts: 0 },
    ]);
    previous.close();

    const db = track(new GameDatabase(name));
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.settings.get('settings')).toEqual({ id: 'settings', value: { musicOn: false, musicLevel: 20 } });
    expect(await db.session.get('session')).toEqual({ id: 'session', token: 'tok', expire: 123 });
    expect((await db.meta.get('serverOffset'))?.value).toBe(42);
    expect((await db.snapshots.get('main'))?.view).toEqual({ spin: 2 });
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((entry) => [entry.key, entry.attempts, entry.malformed, entry.nextAttemptAt])).toEqual([
      ['k1', 2, 0, 0],
      ['k2', 0, 0, 0],
    ]);
    // Version 2's tables and indexes work on the upgraded data.
    await db.deadLetters.add({
      key: 'k0',
      seasonType: 'main',
      action: { type: 'spin' },
      at: 1,
      failedAt: 2,
      status: 400,
      reason: 'INVALID_INPUT',
      message: 'bad',
    });
    expect(await db.deadLetters.count()).toBe(1);
    expect(await db.outbox.where('nextAttemptAt').belowOrEqual(0).count()).toBe(2);
    await expect(
      db.outbox.add({ key: 'k1', seasonType: 'main', action: { type: 'spin' }, at: 1, attempts: 0, malformed: 0, nextAttemptAt: 0 }),
    ).rejects.toThrow();
    // Version 3: message calls, unique by key.
    const message = {
      key: 'discord:1:42',
      kind: 'discord' as const,
      body: { discordId: '42', telegramId: 1 },
      attempts: 0,
      nextAttemptAt: 0,
    };
    await db.messages.add(message);
    await expect(db.messages.add(message)).rejects.toThrow();
    expect(await db.messages.count()).toBe(1);
    // Version 4: the catalog, empty until the first fetch (version 1 is in force).
    expect(await db.catalog.get('current')).toBeUndefined();
  });
});

describe('error recognition', () => {
  it('sees a quota error bare, wrapped in an AbortError by Dexie, or as a cause', () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quotaError()))).toBe(true);
    expect(isQuotaError(new Error('write failed', { cause: new Dexie.QuotaExceededError('full') }))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted'))).toBe(false);
  });

  it('sees a closed or lost connection', () => {
    expect(isClosedError(new Dexie.DatabaseClosedError())).toBe(true);
    expect(
      isClosedError(new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError')),
    ).toBe(true);
    expect(isClosedError(new Dexie.ConstraintError('dup'))).toBe(false);
  });
});

describe('the guard', () => {
  function guardContext(db: GameDatabase) {
    const emitter = createDataEmitter();
    const full: DataEvents['storage-full'][] = [];
    emitter.on('storage-full', (event) => full.push(event));
    return { context: { db, emitter, isClosingForUpgrade: () => false }, full };
  }

  it('reopens a database the system closed and runs the operation again', async () => {
    const db = track(new GameDatabase(uniqueDatabaseName('closed')));
    await db.meta.put({ key: 'lastSync', value: 5 });
    db.close();
    const { context } = guardContext(db);
    const value = await guarded(context, 'read', async () => (await db.meta.get('lastSync'))?.value);
    expect(value).toBe(5);
    expect(db.isOpen()).toBe(true);
  });

  it('on a quota error drops the refillable caches, keeps the outbox, and retries', async () => {
    const db = track(new GameDatabase(uniqueDatabaseName('quota')));
    await db.lists.put({ name: 'quests', value: [1, 2, 3], fetchedAt: 1 });
    await db.outbox.add({ key: 'k', seasonType: 'main', action: { type: 'spin' }, at: 1, attempts: 0, malformed: 0, nextAttemptAt: 0 });
    const { context, full } = guardContext(db);
    let calls = 0;
    const result = await guarded(context, 'write', async () => {
      calls += 1;
      if (calls === 1) throw new Dexie.AbortError('Transaction aborted', quotaError());
      await db.meta.put({ key: 'lastSync', value: 9 });
      return 'written';
    });
    expect(result).toBe('written');
    expect(calls).toBe(2);
    expect(await db.lists.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    expect(full).toEqual([]);
  });

  it('gives a snapshot stored before the daily loop and prestige their fields at version 5', async () => {
    const name = uniqueDatabaseName('snapshot-fields');
    const previous = new Dexie(name);
    previous.version(1).stores(SCHEMA_V1);
    previous.version(2).stores(SCHEMA_V2);
    previous.version(3).stores(SCHEMA_V3);
    previous.version(4).stores(SCHEMA_V4);
    const { daily: _daily, prestige: _prestige, ...older } = newPlayer(CATALOG_V1, 1_700_000_000_000, false);
    const view = { ...older, checkin: { lastDay: 19_000, streak: 4 } };
    await previous.table('snapshots').put({ seasonType: 'main', confirmed: { spin: 3 }, confirmedAt: 1, view, viewAt: 2 });
    previous.close();

    const db = track(new GameDatabase(name));
    await db.open();
    const row = await db.snapshots.get('main');
    expect(row?.view.checkin).toEqual({ lastDay: 19_000, streak: 4, forgivenDay: null });
    expect(row?.view.daily).toEqual(emptyDaily(0));
    expect(row?.view.prestige).toEqual(NO_PRESTIGE);
    // What does not parse as a snapshot is left for the next sync to replace.
    expect(row?.confirmed).toEqual({ spin: 3 });
  });

  it('tells the app when the space is still missing after the caches are gone', async () => {
    const db = track(new GameDatabase(uniqueDatabaseName('quota-full')));
    const { context, full } = guardContext(db);
    await expect(guarded(context, 'act', () => Promise.reject(quotaError()))).rejects.toThrow(/quota/);
    expect(full).toEqual([{ operation: 'act' }]);
  });

  it('closes and reloads when another tab opens a newer schema', async () => {
    const name = uniqueDatabaseName('versionchange');
    const db = track(new GameDatabase(name));
    await db.open();
    let reloads = 0;
    const closing = watchVersionChange(db, () => {
      reloads += 1;
    });
    const newer = track(new Dexie(name));
    newer
      .version(6)
      .stores({ ...SCHEMA_V1, outbox: '++seq, &key, nextAttemptAt', deadLetters: '++id, key', messages: '++seq, &key', extra: 'id' });
    await newer.open();
    expect(reloads).toBe(1);
    expect(closing()).toBe(true);
    expect(db.isOpen()).toBe(false);
    newer.close();
  });
});
