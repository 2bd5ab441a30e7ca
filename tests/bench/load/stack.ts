/**
 * What the load bench runs against: PgBouncer in transaction mode in front of the PostgreSQL
 * database, Redis for the rate limits, and K production-mode server instances (the proofs' child
 * processes) on them, every instance's pool going through PgBouncer.
 */
import pg from 'pg';
import { serverEnv, startServerProcess, type ServerProcess } from '../../proof/helpers/server-process.ts';
import { startPgBouncer, type Bouncer } from './pgbouncer.ts';

export const METRICS_TOKEN = 'bench-load-metrics';

export interface Stack {
  servers: ServerProcess[];
  bouncer: Bouncer;
  /** The database itself, not through PgBouncer (sizes, backends' ids). */
  direct: pg.Pool;
  databaseName: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  databaseUrl: string;
  redisUrl: string;
  instances: number;
  /** Connections of each instance's pool (to PgBouncer). */
  poolSize: number;
  /** Server connections PgBouncer keeps to PostgreSQL. */
  serverConnections: number;
  /** The instances straight on PostgreSQL, not through PgBouncer: what PgBouncer costs (docs/scaling.md). PgBouncer is started anyway. */
  direct?: boolean;
  /** A folder for each instance's CPU profile, written when the stack stops. */
  cpuProfileDir?: string | undefined;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const bouncer = await startPgBouncer(options.databaseUrl, options.serverConnections);
  const env = serverEnv({
    // Direct: each instance's pool on PostgreSQL itself.
    DATABASE_URL: options.direct === true ? options.databaseUrl : bouncer.through(options.databaseUrl),
    DATABASE_POOL_SIZE: String(options.poolSize),
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: `bench-load-${process.pid}:`,
    METRICS_TOKEN,
    // The production rate limits, each player behind the proxy named by X-Forwarded-For.
    RATE_LIMIT_PER_SESSION: '',
    RATE_LIMIT_PER_ADDRESS: '',
    RATE_LIMIT_CLIENT_ERRORS: '',
    TRUST_PROXY: '127.0.0.1',
  });
  // Started together, as a deploy does: they migrate one after the other, each under the lock of
  // its migration's transaction (PgBouncer keeps no session for a session-level lock).
  const started = await Promise.allSettled(
    Array.from({ length: options.instances }, (_, index) =>
      startServerProcess(
        env,
        `instance ${String(index + 1)}`,
        options.cpuProfileDir === undefined ? {} : { cpuProfileDir: options.cpuProfileDir },
      ),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed !== undefined) {
    await Promise.all(servers.map((server) => server.stop()));
    await bouncer.stop();
    throw failed.reason;
  }
  const direct = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  return {
    servers,
    bouncer,
    direct,
    databaseName: new URL(options.databaseUrl).pathname.slice(1),
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await bouncer.stop();
      await direct.end();
    },
  };
}

/** The statements an instance ran so far (its `harvest_db_statement_duration_seconds` count). */
export async function statementsRun(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  let total = 0;
  for (const match of text.matchAll(/^harvest_db_statement_duration_seconds_count\{[^}]*\} (\d+)/gm)) total += Number(match[1]);
  return total;
}
