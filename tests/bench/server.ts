/**
 * `npm run bench:server`: starts the real server (PGlite, then PostgreSQL when DATABASE_URL is set)
 * in a child process, logs in many players, and drives `game-user` and `producer-collect` with
 * autocannon (10 s each, 50 connections), beside a bare Fastify JSON route measured the same way.
 * Prints req/s, p50/p99 and each one's ratio to the bare route. Numbers, not assertions. First, the
 * bytes an idempotency key costs, on each database (key-storage.ts); `--storage` runs that part only.
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50), BENCH_USERS (200),
 * BENCH_KEYS (actions of each key storage run, 2000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signLaunchData } from '#server/auth/launch-data';
import { openPglite, openPostgres, type Database } from '#server/db/database';
import { benchKeyStorage, printKeyStorage, type KeyStorageRow } from './key-storage.ts';

interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  setupRequest?: (request: { headers?: Record<string, string> } & Record<string, unknown>) => Record<string, unknown>;
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as Autocannon;

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 200);
const BOT_TOKEN = '5000000000:bench-token';
const FIRST_USER_ID = 900_000_000;

interface Row {
  name: string;
  result: AutocannonResult;
}

/** Serves one bare JSON route: the yardstick for the machine and this Node. */
async function serveBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/bare', () => ({ hello: 'world', now: Date.now() }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening on ${address}`);
}

function startChild(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1] !== undefined) {
        child.stdout.off('data', onData);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs in USERS players and creates them; returns their bearer headers. */
async function loginPlayers(url: string): Promise<string[]> {
  const sessions: string[] = [];
  for (let index = 0; index < USERS; index++) {
    const initData = signLaunchData(
      { id: FIRST_USER_ID + index, firstName: `Bench ${index}`, language: 'en', premium: index % 7 === 0, startParam: undefined },
      BOT_TOKEN,
      Date.now(),
    );
    const { session } = await json<{ session: string }>(
      await fetch(`${url}/backend/auth/telegram`, { method: 'POST', body: initData, headers: { 'content-type': 'text/plain' } }),
    );
    await json(await fetch(`${url}/backend/hub/game-user`, { headers: { authorization: `Bearer ${session}` } }));
    sessions.push(`Bearer ${session}`);
  }
  return sessions;
}

/**
 * One fixed GET per player: autocannon builds each once and every connection cycles through
 * them, so the client spends no time per request (as for the bare route) and the server is measured.
 */
function everyPlayer(sessions: string[], path: string): AutocannonRequest[] {
  return sessions.map((authorization) => ({ method: 'GET', path, headers: { authorization } }));
}

/** A POST made anew for each request (its own Idempotency-Key), the players taken in turn. */
function keyedActions(sessions: string[], path: string, body: string): AutocannonRequest[] {
  let next = 0;
  let keys = 0;
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request) => {
        const authorization = sessions[next++ % sessions.length] ?? '';
        const headers = {
          ...request.headers,
          authorization,
          'content-type': 'application/json',
          'idempotency-key': `bench-${process.pid}-${keys++}`,
        };
        return { ...request, headers, body };
      },
    },
  ];
}

async function measure(name: string, url: string, requests?: AutocannonRequest[]): Promise<Row> {
  process.stdout.write(`  ${name}: ${SECONDS} s at ${CONNECTIONS} connections... `);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...(requests === undefined ? {} : { requests }) });
  console.log(`${Math.round(result.requests.average)} req/s`);
  return { name, result };
}

async function benchServer(label: string, env: NodeJS.ProcessEnv): Promise<Row[]> {
  console.log(`\n${label}: starting the server...`);
  const { child, url } = await startChild(['src/server/main.ts'], env);
  try {
    const sessions = await loginPlayers(url);
    console.log(`  ${sessions.length} players logged in and created`);
    const gameUser = await measure(`${label} game-user`, url, everyPlayer(sessions, '/backend/hub/game-user'));
    const collect = await measure(
      `${label} producer-collect`,
      url,
      keyedActions(sessions, '/backend/hub/engine/producer-collect', JSON.stringify({ producerId: 'sprouter', season: 'main' })),
    );
    return [gameUser, collect];
  } finally {
    await stopChild(child);
  }
}

function serverEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    BOT_TOKEN,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_SESSION: '1000000000',
    RATE_LIMIT_PER_ADDRESS: '1000000000',
    ...extra,
  };
}

/** A throwaway database on the server of `url`, so the bench never touches real data. */
async function withScratchDatabase<T>(url: string, work: (scratchUrl: string) => Promise<T>): Promise<T> {
  const name = `hh_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return await work(scratch.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function statuses(result: AutocannonResult): string {
  const stats = result.statusCodeStats ?? {};
  return Object.entries(stats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
}

function report(bare: Row, rows: Row[]): void {
  const bareRate = bare.result.requests.average;
  console.log('\n| run | req/s | p50 ms | p99 ms | vs bare | statuses |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const row of [bare, ...rows]) {
    const rate = row.result.requests.average;
    console.log(
      `| ${row.name} | ${Math.round(rate)} | ${row.result.latency.p50} | ${row.result.latency.p99} | ${((rate / bareRate) * 100).toFixed(1)}% | ${statuses(row.result)} |`,
    );
  }
  console.log('\nTargets: PostgreSQL game-user >= 15% of bare with p99 < 50 ms; the action >= 5%; PGlite game-user >= 800 req/s.');
  console.log('producer-collect on a player without a running cycle is refused (409 NO_CYCLE) after the full');
  console.log('transaction: row lock, key lookup, settlement, state write, key and answer stored.');
}

async function keyStorageOn(label: string, database: Database): Promise<KeyStorageRow[]> {
  console.log(`\n${label}: idempotency keys at the session budget...`);
  try {
    return await benchKeyStorage(label, database, Number(process.env.BENCH_KEYS ?? 2000));
  } finally {
    await database.close();
  }
}

/** The key storage runs on PGlite (in memory) and on a scratch PostgreSQL database when DATABASE_URL is set. */
async function keyStorage(): Promise<KeyStorageRow[]> {
  const rows = await keyStorageOn('PGlite', await openPglite(undefined));
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl !== undefined && databaseUrl !== '')
    rows.push(...(await withScratchDatabase(databaseUrl, (url) => keyStorageOn('PostgreSQL', openPostgres(url, { poolSize: 2 })))));
  return rows;
}

async function run(): Promise<void> {
  const storage = await keyStorage();
  console.log('\nBare Fastify route...');
  const bareServer = await startChild([fileURLToPath(import.meta.url), '--bare'], process.env);
  let bare: Row;
  try {
    bare = await measure('bare fastify route', `${bareServer.url}/bare`);
  } finally {
    await stopChild(bareServer.child);
  }
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'hh-bench-'));
  try {
    rows.push(...(await benchServer('PGlite', serverEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }))));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl !== undefined && databaseUrl !== '') {
    rows.push(...(await withScratchDatabase(databaseUrl, (url) => benchServer('PostgreSQL', serverEnv({ DATABASE_URL: url })))));
  } else {
    console.log('\n(DATABASE_URL not set: PostgreSQL skipped)');
  }
  report(bare, rows);
  printKeyStorage(storage);
}

if (process.argv.includes('--bare')) {
  await serveBare();
} else if (process.argv.includes('--storage')) {
  printKeyStorage(await keyStorage());
} else {
  await run();
}
