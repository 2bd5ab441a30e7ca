/**
 * Bad input: a fuzzer (fast-check, seeded) sends malformed requests to every endpoint of a real server
 * process on PGlite – auth, game-user, season, shop, leaderboard, every engine action and quest-list,
 * both GraphQL endpoints, client-errors, the bot message calls, unknown paths, broken HTTP – and then
 * to the same data folder served in development mode (GET /dev/launch-data). Every case carries at
 * least one fault the server must refuse: bad or missing sessions (forged, expired, tampered, another
 * bot token's), a `user-data` naming someone else, bad Idempotency-Keys, broken, oversized and deeply
 * nested JSON, wrong content types, invalid / too deep / too wide / huge GraphQL documents, forged
 * launch data (bad hash, another bot token, expired, from the future, tampered).
 *
 * Asserts: no answer is a 5xx; every answer has a status the fault allows; every error answer carries
 * a message naming what was wrong, and no stack trace; the server logged no error and is up after
 * (health answers, SIGTERM exits 0); and no state changed – players, ledger, idempotency keys, draws,
 * bot messages and seasons are identical before and after, and the only rows added are the client
 * error reports that were valid (as many as the 204 answers).
 *
 * Short: 1,000 requests (+50 in development mode). Full: 10,000 (+500). PROOF_SEED replays a run.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema } from '#protocol/auth';
import { gameUserResponseSchema } from '#protocol/game-user';
import { buildApp } from '#server/app';
import { signLaunchData } from '#server/auth/launch-data';
import { configFromEnv } from '#server/config-env';
import { openPglite, type Database } from '#server/db/database';
import { prepareDatabase } from '#server/services/seasons';
import { FuzzCase, devLaunchDataCases, endpoints, fuzzPlan, telegramSign, type FuzzUser, type FuzzWorld } from './helpers/fuzz-cases.ts';
import { buildRequest, sendRaw, type RawAnswer } from './helpers/raw-http.ts';
import { PROOF_BOT_TOKEN, root, serverEnv, startServerProcess } from './helpers/server-process.ts';
import { newDataDir } from '../server/helpers/data-dir.ts';
import { full, recordResult } from './results.ts';

const RUNS = full ? 10_000 : 1_000;
const DEV_RUNS = full ? 500 : 50;
const SEED =
  process.env.PROOF_SEED !== undefined && process.env.PROOF_SEED !== ''
    ? Number(process.env.PROOF_SEED)
    : Math.floor(Math.random() * 2 ** 31);

/** The tables that hold state, each read in a fixed order. */
const TABLES: Record<string, string> = {
  users: 'telegram_id',
  idempotency_keys: 'user_id, key',
  token_ledger: 'id',
  draw_log: 'id',
  bot_messages: 'id',
  seasons: 'id',
  client_errors: 'id',
};

type Snapshot = Record<string, unknown[]>;

async function snapshot(database: Database): Promise<Snapshot> {
  const tables: Snapshot = {};
  for (const [table, order] of Object.entries(TABLES)) {
    // Both drivers answer `{ rows }`; the shared query-result type leaves it unknown.
    const result: unknown = await database.db.execute(sql.raw(`select * from ${table} order by ${order}`));
    tables[table] = (result as { rows: unknown[] }).rows;
  }
  // The message queue's own bookkeeping moves with its sender (a welcome tried again while
  // Telegram is out of reach), whatever the requests: the messages themselves must not change.
  tables.bot_messages = (tables.bot_messages ?? []).map((row) => {
    const {
      attempts: _attempts,
      due_at: _due,
      status: _status,
      error: _error,
      lease_until: _lease,
      sent_at: _sent,
      ...message
    } = row as Record<string, unknown>;
    return message;
  });
  return tables;
}

/** The message(s) of an error answer: `message`, GraphQL's `errors[].message`, or `error`. */
function messageOf(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return '';
  }
  if (typeof parsed !== 'object' || parsed === null) return '';
  const record = parsed as { message?: unknown; errors?: unknown; error?: unknown };
  if (Array.isArray(record.errors)) {
    return record.errors
      .map((error: unknown) =>
        typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : '',
      )
      .filter((message) => message !== '')
      .join(' | ');
  }
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  return typeof record.error === 'string' ? record.error : '';
}

const INTERNALS = /node_modules|\.ts:\d+|\.js:\d+|\n\s+at /;

/** What is wrong with the answer to `request`, if anything. */
function problemWith(request: FuzzCase, answer: RawAnswer): string | undefined {
  if (answer.status === 0) return `no answer (${answer.error ?? 'nothing'})`;
  if (answer.status >= 500) return `${answer.status}: ${answer.body.slice(0, 200)}`;
  if (!request.expect.includes(answer.status))
    return `status ${answer.status}, expected ${request.expect.join('/')}: ${answer.body.slice(0, 200)}`;
  if (INTERNALS.test(answer.body)) return `internals leaked: ${answer.body.slice(0, 200)}`;
  if (answer.status < 400) return undefined;
  const message = messageOf(answer.body);
  if (message === '') return `${answer.status} without a message: ${JSON.stringify(answer.body.slice(0, 200))}`;
  if (request.names !== undefined && !request.names.test(message))
    return `${answer.status} message does not name the fault (${String(request.names)}): ${message.slice(0, 200)}`;
  return undefined;
}

interface Tally {
  requests: number;
  byStatus: Record<string, number>;
  byEndpoint: Record<string, number>;
  /** By fault label (`family: variant`). */
  byFault: Record<string, number>;
  accepted: number;
  problems: Map<string, string>;
}

function tally(): Tally {
  return { requests: 0, byStatus: {}, byEndpoint: {}, byFault: {}, accepted: 0, problems: new Map() };
}

function add(map: Record<string, number>, key: string): void {
  map[key] = (map[key] ?? 0) + 1;
}

function missing(): never {
  throw new Error('no such case');
}

/** Sends `count` cases one after the other, checking each answer. */
async function fuzz(port: number, caseAt: (index: number) => FuzzCase, count: number, into: Tally, alive: () => boolean): Promise<void> {
  for (let index = 0; index < count; index++) {
    const request = caseAt(index);
    const answer = await sendRaw(port, request.bytes);
    into.requests += 1;
    add(into.byStatus, answer.status === 0 ? 'no answer' : String(answer.status));
    add(into.byEndpoint, request.endpoint);
    add(into.byFault, request.fault.replace(/ \(GET\)$/, ''));
    if (answer.status === 204) into.accepted += 1;
    const problem = problemWith(request, answer);
    if (problem !== undefined) {
      const kind = `${request.fault} → ${request.endpoint}: ${problem.replace(/\d+/g, 'N').slice(0, 80)}`;
      if (!into.problems.has(kind)) into.problems.set(kind, `${problem}\n  request: ${request[fc.toStringMethod]().slice(0, 500)}`);
    }
    if (!alive()) {
      into.problems.set('server died', `after: ${request[fc.toStringMethod]().slice(0, 500)}`);
      return;
    }
  }
}

function sum(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const total = { ...a };
  for (const [key, count] of Object.entries(b)) total[key] = (total[key] ?? 0) + count;
  return total;
}

function countsTable(title: string, map: Record<string, number>): string[] {
  return [
    `| ${title} | requests |`,
    '|---|---:|',
    ...Object.entries(map)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, count]) => `| ${key.replaceAll('|', '\\|')} | ${count} |`),
  ];
}

/** Requests per fault family, with the family's variants. */
function faultsTable(byFault: Record<string, number>): string[] {
  const families = new Map<string, { count: number; variants: string[] }>();
  for (const [label, count] of Object.entries(byFault)) {
    const [family = label, variant = ''] = label.split(': ');
    const entry = families.get(family) ?? { count: 0, variants: [] };
    entry.count += count;
    if (variant !== '') entry.variants.push(variant);
    families.set(family, entry);
  }
  return [
    '| fault | requests | variants |',
    '|---|---:|---|',
    ...[...families]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([family, { count, variants }]) => `| ${family} | ${count} | ${variants.sort().join('; ').replaceAll('|', '\\|')} |`),
  ];
}

/** Error lines the server logged (level 50 and up). */
function errorLines(output: string): string[] {
  return output.split('\n').filter((line) => /"level":(50|60)/.test(line));
}

describe(`fuzz: ${RUNS} malformed requests across every endpoint`, () => {
  let dataDir: string;
  let env: Record<string, string>;
  const production = tally();
  const development = tally();
  let world: FuzzWorld;
  let before: Snapshot;
  let routes: string[] = [];
  const summary: string[] = [];

  beforeAll(async () => {
    dataDir = await newDataDir('hh-proof-fuzz-');
    env = serverEnv({ DATA_DIR: dataDir, TELEGRAM_API_BASE: 'http://127.0.0.1:9' });
    // Players with history (actions, ledger rows, a referral, draws, keys), made through the real app
    // on the data folder the server will serve, with the configuration the server will read.
    const { config } = configFromEnv({ ...process.env, ...env }, root);
    const database = await openPglite(dataDir);
    try {
      await prepareDatabase(database, Date.now());
      const app = await buildApp({ config, database });
      try {
        await app.ready();
        routes = app
          .printRoutes({ commonPrefix: false })
          .split('\n')
          .flatMap((line) => {
            const match = /(\/\S*) \(/.exec(line);
            return match?.[1] === undefined ? [] : [match[1].replace(/\/$/, '')];
          });
        const login = async (id: number, premium = false, startParam?: string) => {
          const response = await app.inject({
            method: 'POST',
            url: '/backend/auth/telegram',
            payload: signLaunchData({ id, firstName: `Player ${id}`, language: 'en', premium, startParam }, PROOF_BOT_TOKEN, Date.now()),
            headers: { 'content-type': 'text/plain' },
          });
          return loginResponseSchema.parse(response.json()).session;
        };
        const inject = async (session: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
          const response = await app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${session}`, 'idempotency-key': `fuzz-setup-${String(Math.random()).slice(2)}` },
            ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
          });
          if (response.statusCode >= 300) throw new Error(`setup ${url}: ${response.statusCode} ${response.body}`);
          return response;
        };
        const players: { id: number; premium?: boolean; startParam?: string; actions: [string, unknown][] }[] = [
          {
            id: 930_000_001,
            actions: [
              ['producer-start', { producerId: 'sprouter', season: 'main' }],
              ['checkin', {}],
              ['spin', {}],
            ],
          },
          { id: 930_000_002, startParam: 'r_930000001', actions: [['checkin', {}]] },
          {
            id: 930_000_003,
            premium: true,
            actions: [
              ['quest-take', { questId: 'follow-tiktok' }],
              ['event-trigger', { event: 'TRACTOR' }],
            ],
          },
          { id: 930_000_004, actions: [] },
        ];
        const users: FuzzUser[] = [];
        for (const player of players) {
          const session = await login(player.id, player.premium, player.startParam);
          const gameUser = gameUserResponseSchema.parse((await inject(session, 'GET', '/backend/hub/game-user')).json()).gameUser;
          for (const [name, body] of player.actions) await inject(session, 'POST', `/backend/hub/engine/${name}`, body);
          users.push({
            id: player.id,
            session,
            gameId: gameUser._id,
            referrerId: player.startParam === undefined ? null : Number(player.startParam.slice(2)),
          });
        }
        // The forgeries below are built with the same signer: prove it signs what the server accepts.
        const selfSigned = telegramSign(
          {
            auth_date: String(Math.floor(Date.now() / 1000)),
            signature: '',
            user: JSON.stringify({ id: 930_000_004, first_name: 'Self' }),
          },
          PROOF_BOT_TOKEN,
        );
        const accepted = await app.inject({
          method: 'POST',
          url: '/backend/auth/telegram',
          payload: selfSigned,
          headers: { 'content-type': 'text/plain' },
        });
        if (accepted.statusCode !== 200) throw new Error(`the test's Telegram signer is wrong: ${accepted.body}`);
        world = {
          users,
          strangerSession: await login(930_000_099),
          sessionSecret: config.sessionSecret,
          botToken: PROOF_BOT_TOKEN,
          bodyLimit: config.bodyLimitBytes,
          clientErrorsBodyLimit: 32 * 1024,
        };
        before = await snapshot(database);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    const markdown = [
      `Seed ${SEED}: ${production.requests} requests to the production-mode server, ${development.requests} to the development-mode one; ${production.accepted + development.accepted} valid (but nasty) client error reports stored.`,
      '',
      ...countsTable('status', sum(production.byStatus, development.byStatus)),
      '',
      ...countsTable('endpoint', sum(production.byEndpoint, development.byEndpoint)),
      '',
      ...faultsTable(sum(production.byFault, development.byFault)),
      '',
      ...summary,
    ].join('\n');
    console.log(`\n${markdown}\n`);
    recordResult('fuzz', markdown);
  });

  it('has a fuzz endpoint for every route the server registers', () => {
    const covered = new Set(endpoints(world).map((endpoint) => endpoint.route));
    const api = routes.filter((route) => route.startsWith('/backend') || route.startsWith('/api') || route.startsWith('/dev'));
    expect(api.length).toBeGreaterThan(10);
    expect(api.filter((route) => route !== '/backend/health' && !covered.has(route))).toEqual([]);
    summary.push(
      `Routes covered: ${api.filter((route) => route !== '/backend/health').length} of the production server's API routes (health is the liveness probe), plus GET /dev/launch-data of the development server.`,
    );
  });

  it('answers every malformed request with a 4xx naming the fault, and stays up', async () => {
    const server = await startServerProcess(env, 'fuzzed server');
    let code: number | null = null;
    try {
      const plan = fuzzPlan(world, SEED);
      summary.push(`Plan: ${plan.pairs} (endpoint, fault) pairs, each sent ${(RUNS / plan.pairs).toFixed(1)} times on average.`);
      await fuzz(
        server.port,
        (index) => plan.caseAt(index),
        RUNS,
        production,
        () => server.alive(),
      );
      expect(server.alive(), server.output().slice(-3000)).toBe(true);
      const health = await sendRaw(server.port, buildRequest('GET', '/backend/health', []));
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({ ok: true });
    } finally {
      code = await server.stop();
    }
    const problems = [...production.problems.values()];
    expect(problems, problems.join('\n\n')).toEqual([]);
    expect(errorLines(server.output()), 'errors the server logged').toEqual([]);
    expect(code, 'exit code after SIGTERM').toBe(0);
    for (const endpoint of endpoints(world)) expect(production.byEndpoint[endpoint.endpoint] ?? 0, endpoint.endpoint).toBeGreaterThan(0);
    summary.push(`Production server: up after the run (health 200), no error logged, exit code ${String(code)} on SIGTERM.`);
  });

  it("development mode: refuses bad /dev/launch-data queries and the production server's credentials", async () => {
    const server = await startServerProcess({ ...env, NODE_ENV: 'development', BOT_TOKEN: '' }, 'development server');
    let code: number | null = null;
    try {
      const devCases = fc.sample(devLaunchDataCases(), { numRuns: DEV_RUNS, seed: SEED });
      await fuzz(
        server.port,
        (index) => devCases[index] ?? missing(),
        devCases.length,
        development,
        () => server.alive(),
      );
      const user = world.users[0];
      if (user === undefined) throw new Error('no players');
      const foreign = [
        new FuzzCase(
          'POST /backend/auth/telegram',
          '/backend/auth/telegram',
          'launch data: the production bot token',
          buildRequest(
            'POST',
            '/backend/auth/telegram',
            [['content-type', 'text/plain']],
            signLaunchData(
              { id: user.id, firstName: 'A', language: 'en', premium: true, startParam: undefined },
              PROOF_BOT_TOKEN,
              Date.now(),
            ),
          ),
          [401],
          /^Launch data/,
        ),
        new FuzzCase(
          'GET /backend/hub/game-user',
          '/backend/hub/game-user',
          "session: the production server's",
          buildRequest('GET', '/backend/hub/game-user', [['authorization', `Bearer ${user.session}`]]),
          [401],
          /^Session invalid/,
        ),
      ];
      for (const request of foreign) {
        const answer = await sendRaw(server.port, request.bytes);
        development.requests += 1;
        add(development.byStatus, String(answer.status));
        add(development.byEndpoint, request.endpoint);
        add(development.byFault, request.fault);
        const problem = problemWith(request, answer);
        if (problem !== undefined) development.problems.set(request.fault, problem);
      }
      expect(server.alive()).toBe(true);
    } finally {
      code = await server.stop();
    }
    const problems = [...development.problems.values()];
    expect(problems, problems.join('\n\n')).toEqual([]);
    expect(errorLines(server.output())).toEqual([]);
    expect(code).toBe(0);
    summary.push(`Development server: ${development.requests} requests, up after the run, exit code ${String(code)}.`);
  });

  it('changed no state: players, ledger, keys, draws, messages and seasons are as they were', async () => {
    const database = await openPglite(dataDir);
    let after: Snapshot;
    try {
      after = await snapshot(database);
    } finally {
      await database.close();
    }
    const { client_errors: errorsBefore = [], ...restBefore } = before;
    const { client_errors: errorsAfter = [], ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(errorsAfter.slice(0, errorsBefore.length)).toEqual(errorsBefore);
    expect(errorsAfter.length - errorsBefore.length, 'stored client error reports = 204 answers').toBe(
      production.accepted + development.accepted,
    );
    const rows = Object.entries(restBefore)
      .map(([table, list]) => `${table} ${String(list.length)}`)
      .join(', ');
    summary.push(
      `State after the run: identical to before in ${rows} (rows); client_errors grew by exactly the ${production.accepted + development.accepted} reports answered 204.`,
    );
  });
});
