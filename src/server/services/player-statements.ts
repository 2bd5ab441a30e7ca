/**
 * The player store's statements, as Drizzle `sql` templates over the schema's columns (the JSON row a
 * read answers is checked in player-json.ts). Statements with placeholders are compiled once and
 * run as functions of the database (`prepare`).
 */
import { getTableColumns, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { unspentAdViewJson, type AdViewAsked } from './ad-views.ts';
import { unseenNewsJson } from './news.ts';
import { adClaims, answerBases, catalogVersions, drawLog, idempotencyKeys, seasons, tokenLedger, users } from '../db/schema.ts';
import type { PlayerColumns, PlayerWrite } from './player-store.ts';
/** A column by its bare name (a SET target, or a field of a record set). */
const bare = (column: PgColumn): SQL => sql`${sql.identifier(column.name)}`;

/** `json_build_object('a', <a>, 'b', <b>...)` of a table's columns, named as the TypeScript row names them. */
function jsonOf(columns: Record<string, PgColumn>, extra: Record<string, SQL> = {}): SQL {
  const fields = [...Object.entries(columns), ...Object.entries(extra)];
  // The names are this file's own identifiers ([A-Za-z]+), not input: safe as literals.
  return sql`json_build_object(${sql.join(
    fields.map(([name, value]) => sql`${sql.raw(`'${name}'`)}, ${value}`),
    sql`, `,
  )})`;
}

/** The active catalog version (the one published last), or null before the seed. */
export const ACTIVE_CATALOG_VERSION = sql`(select ${catalogVersions.version} from ${catalogVersions}
  where ${catalogVersions.status} = 'published' order by ${catalogVersions.publishedAt} desc, ${catalogVersions.version} desc limit 1)`;

/**
 * The running seasons as one JSON array (or null), `running.list`, and the active catalog version,
 * `running.catalog`: read with every player, so every instance plays the version the database says.
 */
export const RUNNING_SEASONS = sql`running as (
  select json_agg(${jsonOf(getTableColumns(seasons))}) as list, ${ACTIVE_CATALOG_VERSION} as catalog
  from ${seasons} where ${seasons.endedAt} is null
)`;

/**
 * What a read asks besides the player, as SQL values: the key's answer, the unseen news, the
 * friends invited, the unspent ad view a claim would spend (ad-views.ts; its source null: none).
 */
export interface ReadAsks {
  key: SQL;
  news?: SQL;
  friends?: SQL;
  adView?: { source: SQL; id: SQL };
}

/**
 * The users row with its version, the running seasons, the stored answer of the key `key` (with
 * the base it was packed against) and, when a key is asked for, the player's newest answer base,
 * as JSON text; when asked, the unseen news, the count of the friends the player invited (the
 * quest rules' and the quest list's one fact) and the ad view a claim would spend: asked here, a
 * fact costs no round trip of its own. Bytes travel as base64, the request hash as hex.
 */
export function playerJson({ key, news = sql`false`, friends = sql`false`, adView }: ReadAsks): SQL {
  const answer = sql`(select ${jsonOf(
    { statusCode: idempotencyKeys.statusCode, baseId: idempotencyKeys.base },
    {
      requestHash: sql`encode(${idempotencyKeys.requestHash}, 'hex')`,
      response: sql`encode(${idempotencyKeys.response}, 'base64')`,
      base: sql`encode(${answerBases.body}, 'base64')`,
    },
  )}
    from ${idempotencyKeys} left join ${answerBases} on ${answerBases.userId} = ${idempotencyKeys.userId} and ${answerBases.id} = ${idempotencyKeys.base}
    where ${idempotencyKeys.userId} = ${users.telegramId} and ${idempotencyKeys.key} = ${key})`;
  const base = sql`(select ${jsonOf({ id: answerBases.id, createdAt: answerBases.createdAt }, { body: sql`encode(${answerBases.body}, 'base64')` })}
    from ${answerBases} where ${key} is not null and ${answerBases.userId} = ${users.telegramId} order by ${answerBases.id} desc limit 1)`;
  const unseen = sql`case when ${news} then ${unseenNewsJson(sql`${users.telegramId}`)} end`;
  // The inner table is aliased: `users` in the condition is the player's row (served by users_referrer_idx).
  const invited = sql`case when ${friends} then (select count(*)::integer from ${users} as invited
    where invited.${sql.identifier(users.referrerId.name)} = ${users.telegramId}) end`;
  const { eventTokens: _board, ...columns } = getTableColumns(users);
  return sql`${jsonOf(columns, {
    version: sql`${users}.xmin::text`,
    running: sql`running.list`,
    catalogVersion: sql`running.catalog`,
    answer,
    base,
    news: unseen,
    friendsInvited: invited,
    adView: adView === undefined ? sql`null` : unspentAdViewJson(adView.source, adView.id),
  })}::text`;
}

/**
 * One row `n` (1-based position in `ids`) per player found, with the answer of the key at the same
 * position in `keys`, the unseen news when `news` says so at that position, the friends invited
 * when `friends` does, and the unspent ad view of source `ad_sources` (and id `ad_ids`) when not null.
 */
export const READ_PLAYERS = sql`with ${RUNNING_SEASONS}
  select q.n::integer as n, ${playerJson({
    key: sql`q.key`,
    news: sql`q.news`,
    friends: sql`q.friends`,
    adView: { source: sql`q.ad_source`, id: sql`q.ad_id` },
  })} as row
  from unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('keys')}::text[], ${sql.placeholder('news')}::boolean[],
    ${sql.placeholder('friends')}::boolean[], ${sql.placeholder('ad_sources')}::text[], ${sql.placeholder('ad_ids')}::text[])
    with ordinality as q(id, key, news, friends, ad_source, ad_id, n)
  join ${users} on ${users.telegramId} = q.id cross join running`;

/** The player's row locked, with the key's answer and, when asked, the friends invited and an unspent ad view. */
export function lockPlayerStatement(
  telegramId: number,
  key: string | null,
  asked: { friends: boolean; adView: AdViewAsked | undefined },
): SQL {
  const adView = { source: sql`${asked.adView?.source ?? null}::text`, id: sql`${asked.adView?.id ?? null}::text` };
  return sql`with ${RUNNING_SEASONS}
    select ${playerJson({ key: sql`${key}::text`, friends: sql`${asked.friends}::boolean`, adView })} as row
    from ${users} cross join running where ${users.telegramId} = ${telegramId} for update of ${users}`;
}

const dialect = new PgDialect();

/** What a hot statement takes, by placeholder name, and answers, by column: SQL types (statement-functions.ts). */
export interface Shape<Names extends string> {
  params: Record<Names, string>;
  returns: Record<string, string>;
}

/**
 * A hot statement whose parameters are all named placeholders, created once in the database as a
 * function (db/statement-functions.ts) and run with values by name.
 */
export function prepare<Names extends string>(database: Database, name: string, statement: SQL, shape: Shape<Names>) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const positions = params.map((param) => {
    if (!(param instanceof Placeholder)) throw new Error(`statement ${name} has a value where only placeholders belong`);
    return (param as Placeholder<Names>).name;
  });
  // The function takes each placeholder once, in the order of first use.
  const names = [...new Set(positions)];
  const body = text.replace(
    /\$(\d+)\b/g,
    (_, position: string) => `$${String(names.indexOf(positions[Number(position) - 1] as Names) + 1)}`,
  );
  const run = database.prepare(name, body, { params: names.map((placeholder) => shape.params[placeholder]), returns: shape.returns });
  return (values: Record<Names, unknown>) => run(names.map((placeholder) => values[placeholder]));
}

/** The columns a write sets besides the state, by the row's names. */
const WRITTEN_COLUMNS = {
  name: users.name,
  username: users.username,
  photoUrl: users.photoUrl,
  language: users.language,
  premium: users.premium,
  seasonId: users.seasonId,
  eventId: users.eventId,
} satisfies Record<keyof PlayerColumns, PgColumn>;
const written = Object.entries(WRITTEN_COLUMNS);

/** A record set's field list: `name type, ...`. */
const fields = (list: readonly [name: string, type: string][]): SQL =>
  sql.join(
    list.map(([name, type]) => sql`${sql.identifier(name)} ${sql.raw(type)}`),
    sql`, `,
  );

/**
 * `writes`: a JSON array of writes (see `writeRecord`). Each player's row is updated (if still at
 * `version`, when one is given), and its ledger rows, key (and new answer base), draw and spent ad
 * view are inserted from the rows updated, so they are written exactly when the row is. Answers `n` of each write made. Two writes
 * of one player in one statement: one is made.
 *
 * A statement of many players never waits for a row lock: rows another transaction holds are
 * skipped (`skip locked`), and those writes are not made. Waiting for them, two statements locking
 * the same players in another order deadlocked (seen with two instances under load). A
 * transaction's own lock is not skipped, so under lockPlayer the write is always made.
 */
export function writePlayersStatement(writes: SQL): SQL {
  const record = fields([
    ['n', 'integer'],
    ['id', 'bigint'],
    ['version', 'text'],
    ...written.map(([, column]): [string, string] => [column.name, column.getSQLType()]),
    ['state', 'jsonb'],
    ['tokens', 'bigint'],
    ['now', 'bigint'],
    ['ledger', 'jsonb'],
    ['ledger_key', 'text'],
    ['key', 'text'],
    ['action', 'text'],
    ['hash', 'text'],
    ['status', 'integer'],
    ['body', 'text'],
    ['base_id', 'bigint'],
    ['new_base', 'text'],
    ['draw_kind', 'text'],
    ['draw_result', 'jsonb'],
    ['ad_view', 'text'],
  ]);
  const set = sql.join(
    written.map(([, column]) => sql`${bare(column)} = w.${bare(column)}`),
    sql`, `,
  );
  const ledger = [
    tokenLedger.userId,
    tokenLedger.pool,
    tokenLedger.amount,
    tokenLedger.reason,
    tokenLedger.idempotencyKey,
    tokenLedger.seasonId,
    tokenLedger.createdAt,
  ];
  const key = [
    idempotencyKeys.userId,
    idempotencyKeys.key,
    idempotencyKeys.action,
    idempotencyKeys.requestHash,
    idempotencyKeys.statusCode,
    idempotencyKeys.response,
    idempotencyKeys.base,
    idempotencyKeys.createdAt,
  ];
  const draw = [drawLog.userId, drawLog.kind, drawLog.idempotencyKey, drawLog.result, drawLog.createdAt];
  const adClaim = [adClaims.viewId, adClaims.userId, adClaims.idempotencyKey, adClaims.createdAt];
  const list = (columns: PgColumn[]): SQL => sql.join(columns.map(bare), sql`, `);
  return sql`with w as (
      select * from jsonb_to_recordset(${writes}::jsonb) as w(${record})
    ),
    locked as materialized (
      select ${users.telegramId} as id from ${users} where ${users.telegramId} in (select id from w) for update of ${users} skip locked
    ),
    updated as (
      update ${users} set ${set}, ${bare(users.state)} = w.state, ${bare(users.seasonTokens)} = w.tokens, ${bare(users.updatedAt)} = w.now
      from w where ${users.telegramId} = w.id and w.id in (select id from locked) and (w.version is null or ${users}.xmin = w.version::xid)
      returning w.*
    ),
    ledger as (
      insert into ${tokenLedger} (${list(ledger)})
      select updated.id, r.pool, r.amount, r.reason, updated.ledger_key, r.season, updated.now
      from updated, jsonb_to_recordset(updated.ledger) as r(pool text, amount bigint, reason text, season integer)
    ),
    bases as (
      insert into ${answerBases} (${list([answerBases.userId, answerBases.body, answerBases.createdAt])})
      select id, decode(new_base, 'base64'), now from updated where new_base is not null and key is not null
      returning ${bare(answerBases.userId)} as id, ${bare(answerBases.id)} as base
    ),
    answers as (
      insert into ${idempotencyKeys} (${list(key)})
      select u.id, u.key, u.action, decode(u.hash, 'hex'), u.status, decode(u.body, 'base64'), coalesce(u.base_id, bases.base), u.now
      from updated u left join bases on bases.id = u.id where u.key is not null
    ),
    draws as (
      insert into ${drawLog} (${list(draw)})
      select id, draw_kind, key, draw_result, now from updated where draw_kind is not null and key is not null
    ),
    ad_spent as (
      insert into ${adClaims} (${list(adClaim)})
      select ad_view, id, key, now from updated where ad_view is not null and key is not null
    )
    select n from updated`;
}

export function writeRecord(write: PlayerWrite, n: number, version: string | undefined): Record<string, unknown> {
  const { columns, key, draw } = write;
  return {
    n,
    id: write.telegramId,
    version: version ?? null,
    ...Object.fromEntries(written.map(([name, column]) => [column.name, columns[name as keyof PlayerColumns]])),
    state: write.state,
    tokens: write.state.tokensEarned,
    now: write.now,
    ledger: write.ledger
      .filter((entry) => entry.amount !== 0)
      .map((entry) => ({ pool: entry.pool, amount: Math.round(entry.amount), reason: entry.reason, season: entry.seasonId })),
    ledger_key: key?.key ?? write.ledgerKey ?? null,
    key: key?.key ?? null,
    action: key?.action ?? null,
    hash: key?.requestHash ?? null,
    status: key?.statusCode ?? null,
    body: key?.packed.response.toString('base64') ?? null,
    base_id: key?.packed.baseId ?? null,
    new_base: key?.packed.newBase?.toString('base64') ?? null,
    draw_kind: draw?.kind ?? null,
    draw_result: draw?.result ?? null,
    ad_view: write.adViewSpent ?? null,
  };
}
