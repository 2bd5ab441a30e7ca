/**
 * The test database of a vitest worker: one in-memory PGlite, or with TEST_DB=postgres one pool on
 * the server at TEST_DATABASE_URL. Opened and migrated once per worker (a PGlite takes seconds and
 * hundreds of MB to open; it starts from the migrated template's dump, tests/server/helpers/data-dir.ts) and shared by the test files the worker runs one after another: the
 * database projects run with `isolate: false`, so this module lives on between files. The harness
 * empties every table before each test (`resetDatabase`).
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { openPglite, openPostgres, type Database } from '#server/db/database';
import { schema } from '#server/db/schema';
import { ensureFirstCatalog } from '#server/services/catalog-versions';
import { ensureFirstSeason } from '#server/services/seasons';
import { templateDump } from './data-dir.ts';

/** Every table of the schema (a table added there is emptied between tests without further ado). */
export const TABLES: readonly string[] = Object.values(schema).flatMap((table) => (is(table, PgTable) ? [getTableName(table)] : []));

export function usingPostgres(): boolean {
  return process.env.TEST_DB === 'postgres';
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

let shared: Promise<Database> | undefined;

async function openShared(): Promise<Database> {
  const database = usingPostgres() ? openPostgres(testDatabaseUrl(), { poolSize: 25 }) : await openPglite(undefined, await templateDump());
  // On PGlite a check that finds every migration applied already (the dump is of a migrated database).
  await database.migrate();
  return database;
}

/**
 * The worker's database, migrated. Its `close` does nothing: the next file uses it too, and it goes
 * with the worker. A test that needs a database of its own (to close it, or in a folder) opens one
 * with `openPglite`/`openPostgres`.
 */
export async function openTestDatabase(): Promise<Database> {
  shared ??= openShared().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  const database = await shared;
  return { ...database, close: () => Promise.resolve() };
}

/** Tables whose rows a trigger keeps (the ledgers, append-only): only a truncate empties them. */
const APPEND_ONLY = ['token_ledger', 'audit_log'];
/**
 * Empties every table and restarts the schema's sequences. On tables of a few rows a delete costs a
 * tenth of a truncate, which makes new files for every table it empties: 10 ms against 70 on
 * PGlite and 20 against 150 on PostgreSQL, before each of the suite's server tests.
 */
const EMPTY_APPEND_ONLY = sql.raw(`truncate table ${APPEND_ONLY.join(', ')}`);
const EMPTY_THE_REST = sql.raw(
  `with ${TABLES.filter((table) => !APPEND_ONLY.includes(table))
    .map((table, index) => `emptied${index} as (delete from ${table})`)
    .join(', ')}
   select count(setval(c.oid, 1, false)) from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'S' and n.nspname = 'public'`,
);

/** Empties every table, then starts season 1 and stores catalog version 1 at `now`, as a fresh database would. */
export async function resetDatabase(database: Database, now: number): Promise<void> {
  await database.db.execute(EMPTY_APPEND_ONLY);
  await database.db.execute(EMPTY_THE_REST);
  await ensureFirstSeason(database.db, now);
  await ensureFirstCatalog(database.db, now);
}
