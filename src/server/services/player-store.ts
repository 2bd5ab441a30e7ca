/**
 * Reading and writing a player in as few round trips as the rules allow: one query reads the row
 * with the running seasons (and, under lock, the stored answer of an idempotency key); one
 * statement writes the state, its ledger rows, the key's answer and a draw log entry together.
 *
 * The read answers one text column holding the row as JSON: decoding one string is several times
 * cheaper than the drivers' per-column decoding (PGlite's especially), and the same on both.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
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

/**
 * The users row and the running seasons as one JSON text. `:id` is the telegram id; `answer` is
 * SQL for the stored answer of a key (`:key`), or null.
 */
function playerJson(answer: string): string {
  return `select json_build_object(
    'telegramId', u.telegram_id, 'gameId', u.game_id, 'name', u.name, 'username', u.username, 'language', u.language,
    'startParam', u.start_param, 'referrerId', u.referrer_id, 'premium', u.premium, 'discordId', u.discord_id,
    'state', u.state, 'seasonId', u.season_id, 'eventId', u.event_id, 'seasonTokens', u.season_tokens,
    'createdAt', u.created_at, 'updatedAt', u.updated_at,
    'running', (select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'number', s.number, 'name', s.name, 'startedAt', s.started_at, 'endedAt', s.ended_at))
                from seasons s where s.ended_at is null),
    'answer', ${answer}
  )::text as row
  from users u where u.telegram_id = :id`;
}

const READ_PLAYER_SQL = playerJson('null').replace(':id', '$1');
const LOCK_PLAYER_SQL = `${playerJson(`(select json_build_object('requestHash', k.request_hash, 'statusCode', k.status_code, 'body', k.response)
  from idempotency_keys k where k.user_id = u.telegram_id and k.key = :key)`)} for update of u`;

/** Binds `:name` tokens of a fixed SQL text to values, as parameters. */
function bind(text: string, values: Record<string, unknown>): SQL {
  const parts = text.split(/:(id|key)\b/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[part]}`)),
    sql``,
  );
}

interface PlayerJson extends StoredUser {
  running: SeasonRow[] | null;
  answer: StoredKey | null;
}

function fromRows(rows: readonly Record<string, unknown>[]): LoadedPlayer | undefined {
  const text = rows[0]?.row;
  if (typeof text !== 'string') return undefined;
  // Written by this server only; json_build_object writes bigint times as JSON numbers (ms fit a double).
  const { running, answer, ...user } = JSON.parse(text) as PlayerJson;
  const list = running ?? [];
  return {
    user,
    running: { main: list.find((row) => row.kind === 'main'), event: list.find((row) => row.kind === 'event') },
    answer: answer ?? undefined,
  };
}

/** The player and the running seasons, without a lock (one prepared query). */
export async function readPlayer(database: Database, telegramId: number): Promise<LoadedPlayer | undefined> {
  return fromRows(await database.prepare('read_player', READ_PLAYER_SQL, ['bigint'])([telegramId]));
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
  return fromRows((result as { rows: Record<string, unknown>[] }).rows);
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
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(pool text, amount bigint, reason text)
  )`;
}

function keyInsert(write: PlayerWrite): SQL | undefined {
  const key = write.key;
  if (key === undefined) return undefined;
  return sql`answer as (
    insert into idempotency_keys (user_id, key, action, request_hash, status_code, response, created_at)
    values (${write.telegramId}, ${key.key}, ${key.action}, ${key.requestHash}, ${key.statusCode}, ${key.body}, ${write.now})
  )`;
}

function drawInsert(write: PlayerWrite): SQL | undefined {
  if (write.draw === undefined || write.key === undefined) return undefined;
  return sql`draw as (
    insert into draw_log (user_id, kind, idempotency_key, result, created_at)
    values (${write.telegramId}, ${write.draw.kind}, ${write.key.key}, ${JSON.stringify(write.draw.result)}::jsonb, ${write.now})
  )`;
}

/** Writes the state with everything that goes with it, in one statement. */
export async function writePlayer(db: Queryable, write: PlayerWrite): Promise<void> {
  const update = db
    .update(users)
    .set({ ...write.changes, state: write.state, seasonTokens: write.state.tokensEarned, updatedAt: write.now })
    .where(eq(users.telegramId, write.telegramId))
    .getSQL();
  const extras = [ledgerInsert(write), keyInsert(write), drawInsert(write)].filter((part): part is SQL => part !== undefined);
  if (extras.length === 0) {
    await db.execute(update);
    return;
  }
  await db.execute(sql`with ${sql.join(extras, sql`, `)} ${update}`);
}
