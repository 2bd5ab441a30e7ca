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

/** Empties every table, then starts season 1 and stores catalog version 1 at `now`, as a fresh database would. */
export async function resetDatabase(database: Database, now: number): Promise<void> {
  await database.db.execute(sql.raw(`truncate table ${TABLES.join(', ')} restart identity`));
  await ensureFirstSeason(database.db, now);
  await ensureFirstCatalog(database.db, now);
}
