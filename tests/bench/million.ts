/**
 * `npm run bench:million`: a database holding BENCH_STORED (1,000,000) players for the load bench
 * (`BENCH_DATABASE_URL=<its url> npm run bench:load`), and the plans of the hot queries on it.
 * The database (BENCH_DATABASE_URL, default `hh_bench_million` on TEST_DATABASE_URL's server) is
 * created and migrated when missing; one player is made the real way (a server, a login, game-user)
 * and copied with INSERT ... SELECT generate_series in batches: other ids, names and season tokens,
 * and a history per player (3 login days, 4 ledger rows, 2 idempotency keys, 1 draw). Run again, it
 * only adds what is missing. Then VACUUM ANALYZE, and EXPLAIN of the hot statements.
 */
import pg from 'pg';
import { TEST_DATABASE_URL } from '../proof/helpers/postgres.ts';
import { createPlayer } from '../proof/helpers/players.ts';
import { serverEnv, startServerProcess } from '../proof/helpers/server-process.ts';
import { explainHotQueries } from './load/explain.ts';

const STORED = Number(process.env.BENCH_STORED ?? 1_000_000);
const BATCH = 100_000;
/** The template player; the copies take ids 1..STORED. */
const TEMPLATE_ID = 1_999_999_999;

function databaseUrl(): string {
  const given = process.env.BENCH_DATABASE_URL;
  if (given !== undefined && given !== '') return given;
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = '/hh_bench_million';
  return url.toString();
}

async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

/** Makes the template player through a real server (which migrates and seeds the season first). */
async function ensureTemplate(url: string, db: pg.Client): Promise<void> {
  const server = await startServerProcess(serverEnv({ DATABASE_URL: url }), 'template server');
  try {
    await createPlayer(server.url, { id: TEMPLATE_ID });
  } finally {
    await server.stop();
  }
  const { rowCount } = await db.query('select 1 from users where telegram_id = $1', [TEMPLATE_ID]);
  if (rowCount !== 1) throw new Error('the template player was not stored');
}

/** Copies the template to ids [from, to]. */
async function copyPlayers(db: pg.Client, from: number, to: number): Promise<void> {
  await db.query('begin');
  await db.query(
    `insert into users (telegram_id, game_id, name, language, premium, state, season_id, event_id, season_tokens, created_at, updated_at)
     select g, 'million-' || g, 'Player ' || g, t.language, g % 10 = 0, t.state, t.season_id, t.event_id,
       (floor(power(random(), 3) * 100000))::bigint, t.created_at - g, t.updated_at - g
     from generate_series($1::bigint, $2::bigint) g, (select * from users where telegram_id = $3) t`,
    [from, to, TEMPLATE_ID],
  );
  const day = Math.floor(Date.now() / 86_400_000);
  await db.query(
    `insert into login_days (user_id, day) select g, $3 - d from generate_series($1::bigint, $2::bigint) g, generate_series(0, 2) d`,
    [from, to, day],
  );
  await db.query(
    `insert into token_ledger (user_id, pool, amount, reason, idempotency_key, season_id, created_at)
     select g, 'main', 10 * d, 'producer-collect', 'million-' || g || '-' || d, t.season_id, t.created_at - d
     from generate_series($1::bigint, $2::bigint) g, generate_series(1, 4) d, (select * from users where telegram_id = $3) t`,
    [from, to, TEMPLATE_ID],
  );
  await db.query(
    `insert into idempotency_keys (user_id, key, action, request_hash, status_code, response, created_at)
     select g, 'million-' || g || '-' || d, 'producer-collect', sha256(convert_to(g || '-' || d, 'UTF8')), 200,
       convert_to('{"result":{}}', 'UTF8'), $3::bigint - d
     from generate_series($1::bigint, $2::bigint) g, generate_series(1, 2) d`,
    [from, to, Date.now()],
  );
  await db.query(
    `insert into draw_log (user_id, kind, idempotency_key, result, created_at)
     select g, 'spin', 'million-' || g || '-spin', '{"slot":1}', $3::bigint from generate_series($1::bigint, $2::bigint) g`,
    [from, to, Date.now()],
  );
  // Each player's welcome, sent; every player reachable by the bot, one in 2,000 due for the reminder pass now, the
  // rest spread over the next day after an hour.
  await db.query(
    `insert into bot_contacts (user_id, allows_messages, updated_at, remind_at)
     select g, true, $3::bigint, case when g % 2000 = 0 then $3::bigint - 1000 else $3::bigint + 3600000 + (g * 7919) % 82800000 end
     from generate_series($1::bigint, $2::bigint) g`,
    [from, to, Date.now()],
  );
  await db.query(
    `insert into bot_messages (user_id, kind, chat_id, text, status, sent_at, created_at)
     select g, 'welcome', g::text, 'Welcome', 'sent', $3::bigint - g, $3::bigint - g from generate_series($1::bigint, $2::bigint) g`,
    [from, to, Date.now()],
  );
  // An answer base, a news item seen, and for one in ten a kept /start payload: tables the hot reads look in.
  await db.query(
    `insert into answer_bases (user_id, body, created_at) select g, '\\x00'::bytea, $3::bigint from generate_series($1::bigint, $2::bigint) g`,
    [from, to, Date.now()],
  );
  await db.query(
    `insert into player_news (user_id, kind, about, data, created_at, seen_at)
     select g, 'welcome-gift', g + 1, '{}'::jsonb, $3::bigint, $3::bigint from generate_series($1::bigint, $2::bigint) g`,
    [from, to, Date.now()],
  );
  await db.query(
    `insert into bot_starts (telegram_id, payload, created_at) select g, 'r_1', $3::bigint from generate_series($1::bigint, $2::bigint) g where g % 10 = 0`,
    [from, to, Date.now()],
  );
  await db.query('commit');
}

async function main(): Promise<void> {
  const url = databaseUrl();
  await ensureDatabase(url);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await ensureTemplate(url, db);
    const { rows } = await db.query<{ top: string | null }>('select max(telegram_id)::text as top from users where telegram_id <= $1', [
      STORED,
    ]);
    let next = Number(rows[0]?.top ?? 0) + 1;
    const started = performance.now();
    while (next <= STORED) {
      const to = Math.min(STORED, next + BATCH - 1);
      await copyPlayers(db, next, to);
      console.log(`players ${next}..${to} stored (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      next = to + 1;
    }
    await db.query('vacuum analyze');
    const size = await db.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
    console.log(`${url}: ${STORED} players, ${size.rows[0]?.size ?? '?'}`);
    console.log((await explainHotQueries(db, STORED)).join('\n'));
  } finally {
    await db.end();
  }
}

await main();
