import { Dexie, type EntityTable, type Transaction } from 'dexie';
import type {
  DeadLetter,
  ListRow,
  MetaRow,
  OutboxEntry,
  SeasonRow,
  CatalogRow,
  SessionRow,
  MessageEntry,
  SettingsRow,
  SnapshotRow,
} from './db-rows.ts';

export type { MetaRow, SettingsRow } from './db-rows.ts';

/** The default database name of the app. */
export const DATABASE_NAME = 'harvest-hub';

/**
 * Version 1: settings, meta, the snapshots per season type, the season, the lists, the outbox
 * (entries counted only transport attempts) and the session.
 */
export const SCHEMA_V1 = {
  settings: 'id',
  meta: 'key',
  snapshots: 'seasonType',
  season: 'id',
  lists: 'name',
  outbox: '++seq, key',
  session: 'id',
} as const;

/**
 * Version 2: malformed refusals are counted per entry and give up into a dead-letter table;
 * idempotency keys become unique and the outbox is indexed by its next attempt time.
 */
export const SCHEMA_V2 = {
  outbox: '++seq, &key, nextAttemptAt',
  deadLetters: '++id, key',
} as const;

/** Version 3: the bot message calls (docs/product.md, section 7), queued beside the outbox (see MessageEntry). */
export const SCHEMA_V3 = {
  messages: '++seq, &key',
} as const;

/** Version 4: the catalog version the server last named, so offline play uses the catalog it last saw. */
export const SCHEMA_V4 = {
  catalog: 'id',
} as const;

/** Gives version-1 outbox entries the fields version 2 reads, so they flush as before. */
async function upgradeToV2(transaction: Transaction): Promise<void> {
  await transaction
    .table<Partial<OutboxEntry>>('outbox')
    .toCollection()
    .modify((entry) => {
      entry.malformed ??= 0;
      entry.nextAttemptAt ??= 0;
      entry.attempts ??= 0;
    });
}

/**
 * Version 5's upgrade. Its module reads the protocol's schemas (and zod), which the first paint
 * must not download (docs/performance.md): it is loaded only when an upgrade runs, with the
 * transaction kept open meanwhile (`Dexie.waitFor`).
 */
async function upgradeToV5(transaction: Transaction): Promise<void> {
  const { upgradeSnapshotFields } = await Dexie.waitFor(import('./snapshot-fields.ts'));
  await upgradeSnapshotFields(transaction);
}

/**
 * The client's one IndexedDB database. Every schema change is a new `version(n)` with an upgrade
 * function below the previous ones; never edit a published version.
 */
export class GameDatabase extends Dexie {
  settings!: EntityTable<SettingsRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  snapshots!: EntityTable<SnapshotRow, 'seasonType'>;
  season!: EntityTable<SeasonRow, 'id'>;
  lists!: EntityTable<ListRow, 'name'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  deadLetters!: EntityTable<DeadLetter, 'id'>;
  session!: EntityTable<SessionRow, 'id'>;
  messages!: EntityTable<MessageEntry, 'seq'>;
  catalog!: EntityTable<CatalogRow, 'id'>;

  constructor(name = DATABASE_NAME, options?: ConstructorParameters<typeof Dexie>[1]) {
    super(name, options);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2).upgrade(upgradeToV2);
    this.version(3).stores(SCHEMA_V3);
    // A new table: nothing stored before needs a change (before its first fetch the client plays version 1).
    this.version(4).stores(SCHEMA_V4);
    // No new table: snapshots stored before the daily loop and prestige get their fields' defaults.
    this.version(5).stores({}).upgrade(upgradeToV5);
  }
}
