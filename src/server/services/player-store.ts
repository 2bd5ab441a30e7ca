/**
 * Reading and writing players in as few round trips as the rules allow. Reads asked for in one
 * turn of the event loop go to the database as one query (the row, the running seasons and the
 * stored answer of an idempotency key, for each); so do writes: one statement writes each player's
 * row, its ledger rows, its key's answer and a draw log entry together. A locked read is one query,
 * and a write under that lock the same statement for one player.
 *
 * A read answers the row as one JSON text: decoding one string is several times cheaper than the
 * drivers' per-column decoding (PGlite's especially), and the same on both. It carries the row's
 * version (its `xmin`, which every update of the row changes), so a write can be made conditional
 * on nothing having changed the row since it was read.
 */
import DataLoader from 'dataloader';
import { sql, type SQL } from 'drizzle-orm';
import type { PlayerState } from '#domain/player';
import type { Database, Queryable } from '../db/database.ts';
import type { LedgerEntry } from './ledger.ts';
import type { RunningSeasons } from './season-sync.ts';
import type { SeasonRow } from './seasons.ts';
import type { StoredUser } from './users.ts';

export interface StoredKey {
  requestHash: string;
  statusCode: number;
  body: string;
}

export interface LoadedPlayer {
  user: StoredUser;
  running: RunningSeasons;
  /** The stored answer of the key asked for, if it was used before. */
  answer: StoredKey | undefined;
}

export interface VersionedPlayer extends LoadedPlayer {
  /** The row's version when read: a write given it applies only if the row is still at that version. */
  version: string;
}

const RUNNING_SEASONS = `running as (
  select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'number', s.number, 'name', s.name, 'startedAt', s.started_at, 'endedAt', s.ended_at)) as list
  from seasons s where s.ended_at is null
)`;

/** The users row `u` with its version, the running seasons and the stored answer of the key `keyExpression`, as JSON text. */
function playerJson(keyExpression: string): string {
  return `json_build_object(
    'telegramId', u.telegram_id, 'gameId', u.game_id, 'name', u.name, 'username', u.username, 'language', u.language,
    'startParam', u.start_param, 'referrerId', u.referrer_id, 'premium', u.premium, 'discordId', u.discord_id,
    'state', u.state, 'seasonId', u.season_id, 'eventId', u.event_id, 'seasonTokens', u.season_tokens,
    'createdAt', u.created_at, 'updatedAt', u.updated_at, 'version', u.xmin::text, 'running', running.list,
    'answer', (select json_build_object('requestHash', k.request_hash, 'statusCode', k.status_code, 'body', k.response)
               from idempotency_keys k where k.user_id = u.telegram_id and k.key = ${keyExpression})
  )::text`;
}

/** $1 telegram ids, $2 keys (or nulls): one row `n` (1-based position) per player found. */
const READ_PLAYERS_SQL = `with ${RUNNING_SEASONS}
  select q.n::integer as n, ${playerJson('q.key')} as row
  from unnest($1::bigint[], $2::text[]) with ordinality as q(id, key, n)
  join users u on u.telegram_id = q.id cross join running`;

/** $1 telegram id, $2 key (or null). */
const LOCK_PLAYER_SQL = `with ${RUNNING_SEASONS}
  select ${playerJson('$2::text')} as row
  from users u cross join running where u.telegram_id = $1 for update of u`;

/** A fixed SQL text with its $1, $2... bound to `values`, for a transaction's `execute`. */
function bind(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d)\b/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
    sql``,
  );
}

interface PlayerJson extends StoredUser {
  version: string;
  running: SeasonRow[] | null;
  answer: StoredKey | null;
}

function fromJson(text: unknown): VersionedPlayer | undefined {
  if (typeof text !== 'string') return undefined;
  // Written by this server only; json_build_object writes bigint times as JSON numbers (ms fit a double).
  const { version, running, answer, ...user } = JSON.parse(text) as PlayerJson;
  const list = running ?? [];
  return {
    user,
    version,
    running: { main: list.find((row) => row.kind === 'main'), event: list.find((row) => row.kind === 'event') },
    answer: answer ?? undefined,
  };
}

/**
 * The player's row locked until the transaction ends, with the running seasons and the stored
 * answer of `key` (one query). A request with the same key that committed while this one waited
 * for the lock may be missing from this statement's view; its key row then makes the write fail
 * with a unique violation, and the transaction is run again.
 */
export async function lockPlayer(tx: Queryable, telegramId: number, key?: string): Promise<LoadedPlayer | undefined> {
  // Both drivers answer `{ rows }`; the shared query-result type leaves it unknown.
  const result: unknown = await tx.execute(bind(LOCK_PLAYER_SQL, [telegramId, key ?? null]));
  return fromJson((result as { rows: Record<string, unknown>[] }).rows[0]?.row);
}

/** The columns a write sets besides the state. */
export type PlayerColumns = Pick<StoredUser, 'name' | 'username' | 'language' | 'premium' | 'seasonId' | 'eventId'>;

export interface PlayerWrite {
  telegramId: number;
  columns: PlayerColumns;
  state: PlayerState;
  now: number;
  ledger: readonly LedgerEntry[];
  /** Season of the ledger rows. */
  ledgerSeasonId: number | null;
  /** The key of the action and the answer to store under it. */
  key?: { key: string; action: string; requestHash: string; statusCode: number; body: string };
  /** A random draw to log (with a key only). */
  draw?: { kind: string; result: unknown };
}

/**
 * $1 a JSON array of writes (see `writeRecord`). Each player's row is updated (if still at
 * `version`, when one is given), and its ledger rows, key and draw are inserted from the rows
 * updated, so they are written exactly when the row is. Answers `n` of each write made. Two writes
 * of one player in one statement: one is made.
 *
 * A statement of many players never waits for a row lock: rows another transaction holds are
 * skipped (`skip locked`), and those writes are not made. Waiting for them, two statements locking
 * the same players in another order deadlocked (seen with two instances under load). A
 * transaction's own lock is not skipped, so under lockPlayer the write is always made.
 */
const WRITE_PLAYERS_SQL = `with w as (
    select * from jsonb_to_recordset($1::jsonb) as w(
      n integer, id bigint, version text, name text, username text, language text, premium boolean, season_id integer, event_id integer,
      state jsonb, tokens bigint, now bigint, ledger jsonb, ledger_season integer, key text, action text, hash text, status integer, body text,
      draw_kind text, draw_result jsonb)
  ),
  locked as materialized (
    select u.telegram_id from users u where u.telegram_id in (select id from w) for update of u skip locked
  ),
  updated as (
    update users u set name = w.name, username = w.username, language = w.language, premium = w.premium, season_id = w.season_id,
      event_id = w.event_id, state = w.state, season_tokens = w.tokens, updated_at = w.now
    from w where u.telegram_id = w.id and u.telegram_id in (select telegram_id from locked) and (w.version is null or u.xmin = w.version::xid)
    returning w.*
  ),
  ledger as (
    insert into token_ledger (user_id, pool, amount, reason, idempotency_key, season_id, created_at)
    select updated.id, r.pool, r.amount, r.reason, updated.key, updated.ledger_season, updated.now
    from updated, jsonb_to_recordset(updated.ledger) as r(pool text, amount bigint, reason text)
  ),
  answers as (
    insert into idempotency_keys (user_id, key, action, request_hash, status_code, response, created_at)
    select id, key, action, hash, status, body, now from updated where key is not null
  ),
  draws as (
    insert into draw_log (user_id, kind, idempotency_key, result, created_at)
    select id, draw_kind, key, draw_result, now from updated where draw_kind is not null and key is not null
  )
  select n from updated`;

function writeRecord(write: PlayerWrite, n: number, version: string | undefined): Record<string, unknown> {
  const { columns, key, draw } = write;
  return {
    n,
    id: write.telegramId,
    version: version ?? null,
    name: columns.name,
    username: columns.username,
    language: columns.language,
    premium: columns.premium,
    season_id: columns.seasonId,
    event_id: columns.eventId,
    state: write.state,
    tokens: write.state.tokensEarned,
    now: write.now,
    ledger: write.ledger
      .filter((entry) => entry.amount !== 0)
      .map((entry) => ({ pool: entry.pool, amount: Math.round(entry.amount), reason: entry.reason })),
    ledger_season: write.ledgerSeasonId,
    key: key?.key ?? null,
    action: key?.action ?? null,
    hash: key?.requestHash ?? null,
    status: key?.statusCode ?? null,
    body: key?.body ?? null,
    draw_kind: draw?.kind ?? null,
    draw_result: draw?.result ?? null,
  };
}

/** Writes the player under the row lock `tx` holds (lockPlayer), with everything that goes with it, in one statement. */
export async function writeLockedPlayer(tx: Queryable, write: PlayerWrite): Promise<void> {
  const result: unknown = await tx.execute(bind(WRITE_PLAYERS_SQL, [JSON.stringify([writeRecord(write, 1, undefined)])]));
  if ((result as { rows: unknown[] }).rows.length !== 1) throw new Error(`player ${write.telegramId} was not written`);
}

export interface PlayerStore {
  /** The player (without a lock) with the running seasons and the stored answer of `key`. */
  read(telegramId: number, key?: string): Promise<VersionedPlayer | undefined>;
  /**
   * Writes the player with everything that goes with it if the row is still at `version`;
   * answers whether it was written. A failed statement fails every write made with it.
   */
  writeIfUnchanged(write: PlayerWrite, version: string): Promise<boolean>;
}

/** Reads, and writes, of one turn of the event loop, at most this many to a statement. */
const PER_STATEMENT = 100;

/**
 * Reads and conditional writes in batches: every read (or write) asked for before the event loop
 * turns goes into one statement, so a crowd of players costs the database, and this process's
 * sockets, a round trip a turn instead of one a request.
 */
export function playerStore(database: Database): PlayerStore {
  const batched = { cache: false, maxBatchSize: PER_STATEMENT, batchScheduleFn: (flush: () => void) => setImmediate(flush) };
  const readPlayers = database.prepare('read_players', READ_PLAYERS_SQL);
  const reads = new DataLoader<{ telegramId: number; key: string | null }, VersionedPlayer | undefined>(async (asked) => {
    const rows = await readPlayers([asked.map((read) => read.telegramId), asked.map((read) => read.key)]);
    const found = new Array<VersionedPlayer | undefined>(asked.length).fill(undefined);
    for (const row of rows) found[Number(row.n) - 1] = fromJson(row.row);
    return found;
  }, batched);
  const writePlayers = database.prepare('write_players', WRITE_PLAYERS_SQL);
  const writes = new DataLoader<{ write: PlayerWrite; version: string }, boolean>(async (asked) => {
    const rows = await writePlayers([JSON.stringify(asked.map(({ write, version }, index) => writeRecord(write, index + 1, version)))]);
    const written = new Array<boolean>(asked.length).fill(false);
    for (const row of rows) written[Number(row.n) - 1] = true;
    return written;
  }, batched);
  return {
    read: (telegramId, key) => reads.load({ telegramId, key: key ?? null }),
    writeIfUnchanged: (write, version) => writes.load({ write, version }),
  };
}
