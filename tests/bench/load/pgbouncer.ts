/**
 * PgBouncer in transaction mode (Debian's `pgbouncer`), started by the bench as a child process with
 * an ini of its own in a temporary folder: every database of the PostgreSQL server behind it, any
 * user name taken as-is (`auth_type = any`, the bench's server trusts 127.0.0.1). Run as `postgres`
 * when the bench runs as root (PgBouncer refuses root).
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PGBOUNCER = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';

export interface Bouncer {
  /** `url` with PgBouncer's host and port in place of PostgreSQL's. */
  through(url: string): string;
  pid: number;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

/** Starts PgBouncer in front of the server of `postgresUrl`; `poolSize` server connections per database. */
export async function startPgBouncer(postgresUrl: string, poolSize: number): Promise<Bouncer> {
  const target = new URL(postgresUrl);
  const user = decodeURIComponent(target.username) || 'postgres';
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'hh-pgbouncer-'));
  chmodSync(folder, 0o755);
  const ini = join(folder, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || '5432'} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 2000',
      'ignore_startup_parameters = extra_float_digits,options',
      'server_reset_query =',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  chmodSync(ini, 0o644);
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/process up|listening on/i.test(log)) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`pgbouncer exited (${String(code)}):\n${log}`));
    });
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    pid: child.pid ?? -1,
    through(url) {
      const via = new URL(url);
      via.hostname = '127.0.0.1';
      via.port = String(port);
      return via.toString();
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
