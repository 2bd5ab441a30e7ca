/**
 * The two database drivers behind one handle: PGlite (embedded, one process per data folder) and
 * PostgreSQL through `pg` (any number of stateless instances). Both speak the same schema.
 */
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { acquireDataDirLock } from './lock-file.ts';
import { schema } from './schema.ts';
import { createFunction, once, statementFunction, type StatementShape } from './statement-functions.ts';

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
export type AppTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = AppDatabase | AppTransaction;

/** A hot statement run with its parameters; answers the rows. */
export type PreparedStatement = (params: readonly unknown[]) => Promise<Record<string, unknown>[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: AppDatabase;
  /**
   * A hot statement (`text` with $1, $2...), created once in the database as a function whose plan
   * each connection keeps (db/statement-functions.ts, docs/scaling.md), then called.
   */
  prepare(name: string, text: string, shape: StatementShape): PreparedStatement;
  /** Applies pending migrations under an advisory lock (instances starting together wait in turn). */
  migrate(): Promise<void>;
  /** Connections now: open, idle, and callers waiting for one (PGlite: 1, and statements waiting their turn). */
  pool(): { total: number; idle: number; waiting: number };
  /** Calls `listener` after each statement (PGlite: each statement or transaction) with its time in ms. */
  onStatement(listener: StatementListener): () => void;
  close(): Promise<void>;
}

export type StatementListener = (kind: 'statement' | 'transaction', ms: number) => void;

/** Listeners of statement times, told without ever failing the statement. */
function statementListeners(): {
  add(listener: StatementListener): () => void;
  timed(kind: 'statement' | 'transaction', started: number): void;
} {
  const listeners = new Set<StatementListener>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    timed(kind, started) {
      if (listeners.size === 0) return;
      const ms = performance.now() - started;
      for (const listener of listeners) listener(kind, ms);
    },
  };
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Key of the advisory lock held while migrating ("harvest" in ASCII). */
const MIGRATION_LOCK_KEY = 0x68617276;

/**
 * PGlite runs each statement on the server's own thread. Left to itself it runs every statement
 * that is waiting, one after the other, before the event loop reads a socket again; and Node accepts
 * one new connection per loop turn. Under hundreds of requests a turn lasted a third of a second, so
 * a crowd of new players waited minutes to be let in. Here statements (and transactions) take turns:
 * one starts per turn of the loop, in the order they asked, and the network is served in between.
 */
class TurnTakingPGlite extends PGlite {
  readonly #waiting: (() => void)[] = [];
  readonly statements = statementListeners();

  get waitingTurns(): number {
    return this.#waiting.length;
  }
  #pumping = false;

  #pump = (): void => {
    const next = this.#waiting.shift();
    if (next === undefined) {
      this.#pumping = false;
      return;
    }
    next();
    setImmediate(this.#pump);
  };

  #turn(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiting.push(resolve);
      if (this.#pumping) return;
      this.#pumping = true;
      setImmediate(this.#pump);
    });
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.#turn();
    const started = performance.now();
    try {
      return await super.query<T>(query, params, options);
    } finally {
      this.statements.timed('statement', started);
    }
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    await this.#turn();
    const started = performance.now();
    try {
      return await super.exec(query, options);
    } finally {
      this.statements.timed('statement', started);
    }
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await this.#turn();
    const started = performance.now();
    try {
      return await super.transaction(callback);
    } finally {
      this.statements.timed('transaction', started);
    }
  }
}

/**
 * Opens PGlite: in memory when `dataDir` is undefined (starting from `dump`, a `dumpDataDir` tarball,
 * when given), else persisted in `<dataDir>/pglite` after taking the folder's lock file.
 */
export async function openPglite(dataDir: string | undefined, dump?: Blob): Promise<Database> {
  const release = dataDir === undefined ? () => undefined : acquireDataDirLock(dataDir);
  let client: TurnTakingPGlite;
  try {
    client =
      dataDir !== undefined
        ? new TurnTakingPGlite(join(dataDir, 'pglite'))
        : new TurnTakingPGlite(dump === undefined ? {} : { loadDataDir: dump });
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    prepare(name, text, shape) {
      const fn = statementFunction(name, text, shape);
      // One process on the data folder (its lock file), one statement at a time: made again at each start.
      const create = once(async () => {
        await client.query(fn.definition);
      });
      return async (params) => {
        await create();
        return (await client.query<Record<string, unknown>>(fn.call, [...params])).rows;
      };
    },
    async migrate() {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    },
    pool() {
      return { total: 1, idle: client.waitingTurns === 0 ? 1 : 0, waiting: client.waitingTurns };
    },
    onStatement(listener) {
      return client.statements.add(listener);
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Times every statement a pooled connection runs: node-postgres has no hook for it, so the
 * connection's `query` is wrapped (the promise form drizzle uses, and the callback form the pool's
 * own `query` uses).
 */
function timeStatements(client: pg.PoolClient, timed: (kind: 'statement', started: number) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const wrapped = (...args: unknown[]): unknown => {
    const started = performance.now();
    const done = () => {
      timed('statement', started);
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        (callback as (...results: unknown[]) => void)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  client.query = wrapped as typeof client.query;
}

export interface PostgresOptions {
  poolSize?: number;
  searchPath?: string;
}

/**
 * Opens a pool on a PostgreSQL server, or on PgBouncer in transaction mode in front of one: nothing
 * outlives a transaction (no named statement: the hot ones are functions; the migration's lock is
 * the transaction's own).
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.searchPath === undefined ? {} : { options: `-c search_path=${options.searchPath}` }),
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const statements = statementListeners();
  pool.on('connect', (client) => {
    timeStatements(client, (kind, started) => {
      statements.timed(kind, started);
    });
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    prepare(name, text, shape) {
      const fn = statementFunction(name, text, shape);
      const create = once(() => createFunction(pool, fn, shape));
      return async (params) => {
        await create();
        return (await pool.query<Record<string, unknown>>(fn.call, [...params])).rows;
      };
    },
    async migrate() {
      const connection = await pool.connect();
      try {
        // The lock is the transaction's: the migrator's own begin joins it, its commit releases it.
        await connection.query('begin');
        await connection.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } catch (error) {
        await connection.query('rollback');
        throw error;
      } finally {
        connection.release();
      }
    },
    pool() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    onStatement(listener) {
      return statements.add(listener);
    },
    async close() {
      await pool.end();
    },
  };
}

/** PostgreSQL when a URL is given, else PGlite in the data folder. */
export async function openDatabase(
  storage: { dataDir: string; databaseUrl: string | undefined } & Pick<PostgresOptions, 'poolSize'>,
): Promise<Database> {
  return storage.databaseUrl === undefined
    ? openPglite(storage.dataDir)
    : openPostgres(storage.databaseUrl, { poolSize: storage.poolSize ?? 20 });
}
