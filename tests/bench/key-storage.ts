/**
 * What an idempotency key costs the database (docs/reliability.md, "Idempotency storage"): the real
 * app in this process on `database`, one player acting at the session's budget (one action every
 * 100 ms of a test clock), as no-ops (`water-toggle {on:false}` while off) and as ordinary play.
 * For each run: the key row as stored (pg_column_size, TOAST compression included), the answer in
 * it (with the shared answer bases spread over the keys), the tables' growth on disk with their
 * indexes, and that growth over a day at the budget, beside the targets. Numbers, not assertions.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { signLaunchData } from '#server/auth/launch-data';
import { makeConfig } from '#server/config';
import type { Database } from '#server/db/database';
import { prepareDatabase } from '#server/services/seasons';

const BOT_TOKEN = '5000000001:key-storage-bench';
const START = Date.UTC(2026, 5, 1);
/** The session budget's pace: 600 requests a minute. */
const STEP_MS = 100;
const PER_DAY = 86_400_000 / STEP_MS;
const SPROUTER = { producerId: 'sprouter', season: 'main' };

export interface KeyStorageRow {
  run: string;
  keys: number;
  /** Keys of applied actions (the rest are refusals). */
  applied: number;
  /** pg_column_size of the key's row, average. */
  rowBytes: number;
  /** The stored answer (and the bases it refers to), per key. */
  answerBytes: number;
  /** Growth of the key tables on disk (heap, TOAST, indexes), per key. */
  diskBytes: number;
}

interface Player {
  /** Answers the status. */
  act(name: string, body: unknown): Promise<number>;
}

async function newPlayer(app: FastifyInstance, id: number, clock: { now: number }): Promise<Player> {
  const launch = signLaunchData({ id, firstName: 'Bench', language: 'en', premium: false, startParam: undefined }, BOT_TOKEN, clock.now);
  const login = await app.inject({
    method: 'POST',
    url: '/backend/auth/telegram',
    payload: launch,
    headers: { 'content-type': 'text/plain' },
  });
  const { session } = login.json<{ session: string }>();
  const authorization = `Bearer ${session}`;
  await app.inject({ method: 'GET', url: '/backend/hub/game-user', headers: { authorization } });
  return {
    async act(name, body) {
      clock.now += STEP_MS;
      const response = await app.inject({
        method: 'POST',
        url: `/backend/hub/engine/${name}`,
        payload: body as Record<string, unknown>,
        headers: { authorization, 'idempotency-key': randomUUID() },
      });
      return response.statusCode;
    },
  };
}

/**
 * The n-th move of ordinary play: a cycle of the sprouter (5 s) started and collected every 6 s, the
 * water turned on and off, a spin now and then, as fast as the budget allows (most are refused).
 */
function ordinaryMove(index: number): [string, unknown] {
  if (index % 60 === 59) return ['producer-collect', SPROUTER];
  switch (index % 4) {
    case 0:
      return ['producer-start', SPROUTER];
    case 1:
      return ['water-toggle', { on: true }];
    case 2:
      return ['water-toggle', { on: false }];
    default:
      return ['spin', {}];
  }
}

/** One number from a query that answers one row with one column `n`. */
async function number(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result: unknown = await database.db.execute(query);
  return Number((result as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
}

/** Whether the answer bases table exists (it does not before the compact answers). */
async function hasBases(database: Database): Promise<boolean> {
  return (await number(database, sql`select (to_regclass('answer_bases') is not null)::integer as n`)) === 1;
}

async function diskBytes(database: Database): Promise<number> {
  const bases = (await hasBases(database)) ? sql`+ pg_total_relation_size('answer_bases')` : sql``;
  return number(database, sql`select pg_total_relation_size('idempotency_keys') ${bases} as n`);
}

async function measure(database: Database, run: string, userId: number, disk: number, play: () => Promise<void>): Promise<KeyStorageRow> {
  await play();
  const keys = await number(database, sql`select count(*)::integer as n from idempotency_keys where user_id = ${userId}`);
  const applied = await number(
    database,
    sql`select count(*)::integer as n from idempotency_keys where user_id = ${userId} and status_code = 200`,
  );
  const rows = await number(
    database,
    sql`select coalesce(sum(pg_column_size(k.*)), 0)::bigint as n from idempotency_keys k where user_id = ${userId}`,
  );
  const answers = await number(
    database,
    sql`select coalesce(sum(pg_column_size(response)), 0)::bigint as n from idempotency_keys where user_id = ${userId}`,
  );
  const bases = (await hasBases(database))
    ? await number(database, sql`select coalesce(sum(pg_column_size(b.*)), 0)::bigint as n from answer_bases b where user_id = ${userId}`)
    : 0;
  return {
    run,
    keys,
    applied,
    rowBytes: rows / keys,
    answerBytes: (answers + bases) / keys,
    diskBytes: ((await diskBytes(database)) - disk) / keys,
  };
}

/** Plays the two runs on `database` (migrated here; its tables should be empty) and answers their rows. */
export async function benchKeyStorage(label: string, database: Database, actions = 2000): Promise<KeyStorageRow[]> {
  const clock = { now: START };
  await prepareDatabase(database, clock.now);
  const config = makeConfig({
    mode: 'test',
    botToken: BOT_TOKEN,
    sessionSecret: 'key-storage-bench',
    now: () => clock.now,
    maintenanceIntervalMs: 3_600_000,
    rateLimit: { perSession: 1_000_000, perAddress: 1_000_000, windowMs: 60_000, clientErrorsPerWindow: 1000 },
  });
  const app = await buildApp({ config, database });
  try {
    const idle = await newPlayer(app, 1, clock);
    const noOps = await measure(database, `${label} no-op (water off while off)`, 1, await diskBytes(database), async () => {
      for (let index = 0; index < actions; index++) await idle.act('water-toggle', { on: false });
    });
    const farmer = await newPlayer(app, 2, clock);
    const play = await measure(database, `${label} ordinary play`, 2, await diskBytes(database), async () => {
      for (let index = 0; index < actions; index++) {
        const [name, body] = ordinaryMove(index);
        await farmer.act(name, body);
      }
    });
    return [noOps, play];
  } finally {
    await app.close();
  }
}

const round = (value: number): string => Math.round(value).toLocaleString('en-US');

export function printKeyStorage(rows: readonly KeyStorageRow[]): void {
  console.log('\n| run | keys (applied) | key row, B | answer, B/key | on disk, B/key | a day at 600/min, MB |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.run} | ${row.keys} (${row.applied}) | ${round(row.rowBytes)} | ${round(row.answerBytes)} | ${round(row.diskBytes)} | ${round((row.diskBytes * PER_DAY) / 1e6)} |`,
    );
  console.log('\nTargets: a no-op key at most a few hundred bytes (key row); a no-op answer under 60 B a key');
  console.log(`(50 MB a day at the session budget, ${PER_DAY.toLocaleString('en-US')} actions); the day's figure is the disk growth.`);
}
