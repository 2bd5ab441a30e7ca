/**
 * Reading and writing a player in as few round trips as the rules allow. Reads asked for in one
 * turn of the event loop go to the database as one query (the row, the running seasons and the
 * stored answer of an idempotency key, for each); a locked read is one query; one statement writes
 * the state, its ledger rows, the key's answer and a draw log entry together.
 *
 * A read answers the row as one JSON text: decoding one string is several times cheaper than the
 * drivers' per-column decoding (PGlite's especially), and the same on both. It carries the row's
 * version (its `xmin`, which every update of the row changes), so a write can be made conditional
 * on nothing having changed the row since it was read.
 */
import DataLoader from 'dataloader';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PlayerState } from '#domain/player';
import type { Database, Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';
import type { LedgerEntry } from './ledger.ts';
import type { RunningSeasons } from './season-sync.ts';
import type { SeasonRow } from './seasons.ts';
import type { StoredUser, UserChanges } from './users.ts';

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

const LOCK_PLAYER_SQL = `with ${RUNNING_SEASONS}
  select ${playerJson(':key')} as row
  from users u cross join running where u.telegram_id = :id for update of u`;

/** Binds `:name` tokens of a fixed SQL text to values, as parameters. */
function bind(text: string, values: Record<string, unknown>): SQL {
  const parts = text.split(/:(id|key)\b/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[part]}`)),
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

export interface PlayerReader {
  /** The player (without a lock) with the running seasons and the stored answer of `key`. */
  read(telegramId: number, key?: string): Promise<VersionedPlayer | undefined>;
}

/** Reads of one turn of the event loop, at most this many to a query. */
const READS_PER_QUERY = 200;

/**
 * Reads players in batches: every read asked for before the event loop turns goes into one query,
 * so a crowd of players costs the database (and this process's sockets) one round trip a turn.
 */
export function playerReader(database: Database): PlayerReader {
  const statement = database.prepare('read_players', READ_PLAYERS_SQL);
  const loader = new DataLoader<{ telegramId: number; key: string | null }, VersionedPlayer | undefined>(
    async (reads) => {
      const rows = await statement([reads.map((read) => read.telegramId), reads.map((read) => read.key)]);
      const found = new Array<VersionedPlayer | undefined>(reads.length).fill(undefined);
      for (const row of rows) found[Number(row.n) - 1] = fromJson(row.row);
      return found;
    },
    { cache: false, maxBatchSize: READS_PER_QUERY, batchScheduleFn: (flush) => setImmediate(flush) },
  );
  return { read: (telegramId, key) => loader.load({ telegramId, key: key ?? null }) };
}

/**
 * The player's row locked until the transaction ends, with the running seasons and the stored
 * answer of `key` (one query). A request with the same key that committed while this one waited
 * for the lock may be missing from this statement's view; its key row then makes the write fail
 * with a unique violation, and the transaction is run again.
 */
export async function lockPlayer(tx: Queryable, telegramId: number, key?: string): Promise<LoadedPlayer | undefined> {
  // Both drivers answer `{ rows }`; the shared query-result type leaves it unknown.
  const result: unknown = await tx.execute(bind(LOCK_PLAYER_SQL, { id: telegramId, key: key ?? null }));
  return fromJson((result as { rows: Record<string, unknown>[] }).rows[0]?.row);
}

export interface PlayerWrite {
  telegramId: number;
  state: PlayerState;
  changes: UserChanges;
  now: number;
  ledger: readonly LedgerEntry[];
  /** Season of the ledger rows. */
  seasonId: number | null;
  /** The key of the action and the answer to store under it. */
  key?: { key: string; action: string; requestHash: string; statusCode: number; body: string };
  /** A random draw to log. */
  draw?: { kind: string; result: unknown };
}

function ledgerInsert(write: PlayerWrite): SQL | undefined {
  const rows = write.ledger.filter((entry) => entry.amount !== 0).map((entry) => ({ pool: entry.pool, amount: Math.round(entry.amount), reason: entry.reason }));
  if (rows.length === 0) return undefined;
  return sql`ledger as (
    insert into token_ledger (user_id, pool, amount, reason, idempotency_key, season_id, created_at)
    select ${write.telegramId}, r.pool, r.amount, r.reason, ${write.key?.key ?? null}::text, ${write.seasonId}::integer, ${write.now}
    from updated, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(pool text, amount bigint, reason text)
  )`;
}

function keyInsert(write: PlayerWrite): SQL | undefined {
  const key = write.key;
  if (key === undefined) return undefined;
  return sql`answer as (
    insert into idempotency_keys (user_id, key, action, request_hash, status_code, response, created_at)
    select ${write.telegramId}, ${key.key}, ${key.action}, ${key.requestHash}, ${key.statusCode}::integer, ${key.body}, ${write.now} from updated
  )`;
}

function drawInsert(write: PlayerWrite): SQL | undefined {
  if (write.draw === undefined || write.key === undefined) return undefined;
  return sql`draw as (
    insert into draw_log (user_id, kind, idempotency_key, result, created_at)
    select ${write.telegramId}, ${write.draw.kind}, ${write.key.key}, ${JSON.stringify(write.draw.result)}::jsonb, ${write.now} from updated
  )`;
}

/**
 * Writes the state with everything that goes with it, in one statement; with `version`, only if
 * the row is still at that version. Answers whether the row was written (the rows that go with it
 * are written exactly when it is).
 */
export async function writePlayer(db: Queryable, write: PlayerWrite, version?: string): Promise<boolean> {
  const row = eq(users.telegramId, write.telegramId);
  const updated = db
    .update(users)
    .set({ ...write.changes, state: write.state, seasonTokens: write.state.tokensEarned, updatedAt: write.now })
    .where(version === undefined ? row : and(row, sql`${users}.xmin = ${version}::xid`))
    .returning({ telegramId: users.telegramId })
    .getSQL();
  const extras = [ledgerInsert(write), keyInsert(write), drawInsert(write)].filter((part): part is SQL => part !== undefined);
  const result: unknown = await db.execute(sql`with updated as (${updated})${sql.join([sql``, ...extras], sql`, `)} select count(*)::integer as written from updated`);
  return (result as { rows: { written: number }[] }).rows[0]?.written === 1;
}
