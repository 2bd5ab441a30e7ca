/**
 * The test database: an in-memory PGlite per test file, or, with TEST_DB=postgres, the server at
 * TEST_DATABASE_URL (the server-postgres project runs files one at a time, so tables are shared and
 * truncated between tests).
 */
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '#server/db/database';
import { ensureFirstSeason } from '#server/services/seasons';

export const TABLES = [
  'users',
  'idempotency_keys',
  'token_ledger',
  'seasons',
  'client_errors',
  'bot_messages',
  'attributions',
  'bot_starts',
  'draw_log',
  'rate_limits',
];

export function usingPostgres(): boolean {
  return process.env.TEST_DB === 'postgres';
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined || url === '') throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return url;
}

/** Opens and migrates the database of one test file. */
export async function openTestDatabase(): Promise<Database> {
  const database = usingPostgres() ? openPostgres(testDatabaseUrl(), { poolSize: 25 }) : await openPglite(undefined);
  await database.migrate();
  return database;
}

/** Empties every table, then starts season 1 at `now` as a fresh database would. */
export async function resetDatabase(database: Database, now: number): Promise<void> {
  await database.db.execute(sql.raw(`truncate table ${TABLES.join(', ')} restart identity`));
  await ensureFirstSeason(database.db, now);
}
