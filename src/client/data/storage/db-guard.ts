/**
 * What can go wrong with IndexedDB in a phone's web view, and what the data layer does about it:
 * - quota: drop the caches that the network can refill (lists, season, dead letters), retry once,
 *   then tell the app; never drop the outbox or the snapshots;
 * - a closed connection (iOS closes it when the app is backgrounded): reopen and retry once;
 * - another tab opening a newer schema: close and reload into the new build.
 */
import { Dexie } from 'dexie';
import type { GameDatabase } from './db.ts';
import type { DataEmitter } from '../events.ts';

const CLOSED_NAMES = new Set([Dexie.errnames.DatabaseClosed, 'InvalidStateError', 'TransactionInactiveError']);

/** The error and what it wraps (Dexie's `inner`, the standard `cause`), outermost first. */
function chain(error: unknown): unknown[] {
  const found: unknown[] = [];
  let current: unknown = error;
  while (current !== null && typeof current === 'object' && found.length < 8 && !found.includes(current)) {
    found.push(current);
    const record = current as { inner?: unknown; cause?: unknown };
    current = record.inner ?? record.cause;
  }
  return found;
}

function nameOf(error: unknown): string {
  return error !== null && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** A quota error, also when Dexie wraps it in an AbortError of the transaction. */
export function isQuotaError(error: unknown): boolean {
  return chain(error).some((item) => nameOf(item) === Dexie.errnames.QuotaExceeded);
}

/** The connection is gone (closed by the system, or lost: Safari's "Connection ... lost"). */
export function isClosedError(error: unknown): boolean {
  return chain(error).some(
    (item) => CLOSED_NAMES.has(nameOf(item)) || (nameOf(item) === 'UnknownError' && /connection.*lost/i.test(messageOf(item))),
  );
}

export interface GuardContext {
  db: GameDatabase;
  emitter: DataEmitter;
  /** True once another tab asked for a newer schema: no reopening, a reload is coming. */
  isClosingForUpgrade: () => boolean;
}

async function freeSpace(db: GameDatabase): Promise<void> {
  await db.transaction('rw', [db.lists, db.season, db.deadLetters], async () => {
    await Promise.all([db.lists.clear(), db.season.clear(), db.deadLetters.clear()]);
  });
}

async function reopen(db: GameDatabase): Promise<void> {
  if (db.isOpen()) db.close({ disableAutoOpen: false });
  await db.open();
}

/**
 * Runs a database operation with the recoveries above; `operation` names it in the event the app
 * gets when space runs out. The operation must be safe to run twice (a transaction is).
 */
export async function guarded<T>(context: GuardContext, operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isClosedError(error) && !context.isClosingForUpgrade()) {
      await reopen(context.db);
      return run();
    }
    if (!isQuotaError(error)) throw error;
    await freeSpace(context.db).catch(() => undefined);
    try {
      return await run();
    } catch (again) {
      if (isQuotaError(again)) context.emitter.emit('storage-full', { operation });
      throw again;
    }
  }
}

/**
 * Closes the database when another tab upgrades the schema and reloads into the new build; the
 * returned function tells `guarded` not to reopen meanwhile.
 */
export function watchVersionChange(db: GameDatabase, reload: () => void): () => boolean {
  let closing = false;
  db.on('versionchange', () => {
    closing = true;
    db.close();
    reload();
    return false;
  });
  return () => closing;
}
