/**
 * A first open without an invite in one statement (docs/scaling.md, "The load model"): the new
 * player's row already settled (production touched, moved onto the running season and event, as
 * the first snapshot answers it), the tokens that moved, the start parameter's attribution and the
 * kept `/start` payload consumed and the welcome message queued (under this request's lease: sent
 * after the answer, bot-messages.ts), all or nothing. An invited player's first open credits the
 * inviter under the inviter's lock: game-user.ts does it in a transaction.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Catalog } from '#domain/catalog-types';
import { newPlayer } from '#domain/player';
import { parseStartParam, referrerFromStartParam } from '#protocol/start-param';
import type { SessionClaims } from '../auth/session-token.ts';
import type { Database } from '../db/database.ts';
import { botTexts } from '../bot/texts.ts';
import { attributions, botMessages, botStarts, tokenLedger, users } from '../db/schema.ts';
import { CLAIM_LEASE_MS, type QueuedRow } from './bot-queue.ts';
import { prepare } from './player-statements.ts';
import type { RunningSeasons } from './season-sync.ts';
import { settlePlayer, type Settled } from './settle.ts';
import { newUserRow, type StoredUser } from './users.ts';

/** The fields a new player's row is given (the rest keep their defaults), and their columns. */
const NEW_USER_FIELDS = [
  'telegramId',
  'gameId',
  'name',
  'username',
  'photoUrl',
  'language',
  'startParam',
  'premium',
  'state',
  'seasonId',
  'eventId',
  'seasonTokens',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof StoredUser)[];
const NEW_USER: readonly PgColumn[] = NEW_USER_FIELDS.map((field) => getTableColumns(users)[field]);
const ATTRIBUTION: readonly PgColumn[] = [
  attributions.startParam,
  attributions.code,
  attributions.language,
  attributions.referrerLanguage,
  attributions.publisher,
  attributions.clickId,
  attributions.region,
  attributions.tgClickId,
];

/** The welcome's row, queued and held by this request's lease (bot-messages.ts: sent after the answer). */
const WELCOME: readonly PgColumn[] = [
  botMessages.userId,
  botMessages.kind,
  botMessages.chatId,
  botMessages.text,
  botMessages.status,
  botMessages.dueAt,
  botMessages.leaseUntil,
  botMessages.createdAt,
];

const names = (columns: readonly PgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
/** A record's field list, `name type, ...`, of `columns`. */
const record = (columns: readonly PgColumn[]) =>
  sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
const id = sql`${sql.placeholder('id')}::bigint`;

/** `user`: the row (JSON, by column name); `attribution`: the start parameter's parts, or null; `ledger`: the tokens that moved. */
export const CREATE_PLAYER = sql`with kept as (
    delete from ${botStarts} where ${botStarts.telegramId} = ${id}
  ),
  inserted as (
    insert into ${users} (${names(NEW_USER)})
    select ${names(NEW_USER)} from jsonb_to_record(${sql.placeholder('user')}::jsonb) as u(${record(NEW_USER)})
    on conflict (${sql.identifier(users.telegramId.name)}) do nothing
    returning ${users.telegramId} as id, ${users.createdAt} as now
  ),
  attribution as (
    insert into ${attributions} (${sql.identifier(attributions.userId.name)}, ${names(ATTRIBUTION)}, ${sql.identifier(attributions.createdAt.name)})
    select inserted.id, ${names(ATTRIBUTION)}, inserted.now
    from inserted, jsonb_to_record(${sql.placeholder('attribution')}::jsonb) as a(${record(ATTRIBUTION)})
    where ${sql.placeholder('attribution')}::jsonb is not null
  ),
  welcome as (
    insert into ${botMessages} (${names(WELCOME)})
    select inserted.id, 'welcome', inserted.id::text, ${sql.placeholder('welcome')}::text, 'queued', inserted.now, inserted.now + ${sql.raw(String(CLAIM_LEASE_MS))}, inserted.now
    from inserted
    on conflict do nothing
    returning ${botMessages.id} as id
  ),
  ledger as (
    insert into ${tokenLedger} (${names([tokenLedger.userId, tokenLedger.pool, tokenLedger.amount, tokenLedger.reason, tokenLedger.seasonId, tokenLedger.createdAt])})
    select inserted.id, r.pool, r.amount, r.reason, r.season, inserted.now
    from inserted, jsonb_to_recordset(${sql.placeholder('ledger')}::jsonb) as r(pool text, amount bigint, reason text, season integer)
  )
  select inserted.id, (select id from welcome) as welcome from inserted`;

type Run = ReturnType<typeof prepare<'id' | 'user' | 'attribution' | 'ledger' | 'welcome'>>;
const prepared = new WeakMap<Database, Run>();

export interface FirstOpen {
  /** The new player's row as written. */
  user: StoredUser;
  settled: Settled;
  /** The welcome's row, queued with the player, for this process to send after the answer. */
  welcome: QueuedRow | undefined;
}

/** What the login read for a player who has no row yet (login.ts). */
export interface Arrival {
  running: RunningSeasons;
  catalogVersion: number;
  catalog: Catalog;
  botStart: string | undefined;
}

/** The start parameter's parts as `attributions` stores them, or null without one. */
function attributionOf(startParam: string | undefined): Record<string, unknown> | null {
  if (startParam === undefined || startParam === '') return null;
  const parts = parseStartParam(startParam);
  return {
    [attributions.startParam.name]: startParam,
    [attributions.code.name]: parts.code,
    [attributions.language.name]: parts.hasLanguage ? parts.language : null,
    [attributions.referrerLanguage.name]: parts.referrerLanguage,
    [attributions.publisher.name]: parts.tappads?.publisher ?? null,
    [attributions.clickId.name]: parts.tappads?.clickId ?? null,
    [attributions.region.name]: parts.region,
    [attributions.tgClickId.name]: parts.tgClickId,
  };
}

/**
 * Creates the player of `claims` in one statement, unless the start parameter names a referrer
 * (`'invited'`); undefined when a concurrent first open created the row first.
 */
export async function createUninvited(
  database: Database,
  claims: SessionClaims,
  arrival: Arrival,
  now: number,
): Promise<FirstOpen | 'invited' | undefined> {
  const startParam = claims.startParam ?? arrival.botStart;
  const referrerId = referrerFromStartParam(startParam);
  if (referrerId !== null && referrerId !== claims.userId) return 'invited';
  const { catalog } = arrival;
  const fresh = newPlayer(catalog, now, claims.premium);
  const stored = newUserRow(claims, { startParam, referrerId: null }, fresh, now);
  const settled = settlePlayer({ user: stored, running: arrival.running }, { now, session: claims, catalog, contact: true });
  const user: StoredUser = { ...stored, ...settled.columns, state: settled.state, seasonTokens: settled.state.tokensEarned };
  let run = prepared.get(database);
  if (run === undefined) {
    run = prepare(database, 'create_player', CREATE_PLAYER, {
      params: { id: 'bigint', user: 'jsonb', attribution: 'jsonb', welcome: 'text', ledger: 'jsonb' },
      returns: { id: 'bigint', welcome: 'bigint' },
    });
    prepared.set(database, run);
  }
  const row = Object.fromEntries(NEW_USER_FIELDS.map((field) => [getTableColumns(users)[field].name, user[field]]));
  const attribution = attributionOf(startParam);
  const welcome = botTexts(user.language).welcome;
  const [inserted] = await run({
    id: user.telegramId,
    welcome,
    user: JSON.stringify(row),
    attribution: attribution === null ? null : JSON.stringify(attribution),
    ledger: JSON.stringify(
      settled.ledger
        .filter((entry) => entry.amount !== 0)
        .map((entry) => ({ pool: entry.pool, amount: Math.round(entry.amount), reason: entry.reason, season: entry.seasonId })),
    ),
  });
  if (inserted === undefined) return undefined;
  const welcomeId = inserted.welcome === null || inserted.welcome === undefined ? undefined : Number(inserted.welcome);
  return { user, settled, welcome: welcomeId === undefined ? undefined : welcomeRow(welcomeId, user.telegramId, welcome, now) };
}

/** The welcome's row as the statement inserted it. */
function welcomeRow(id: number, userId: number, text: string, now: number): QueuedRow {
  return {
    id,
    userId,
    kind: 'welcome',
    dedupeKey: '',
    topic: null,
    chatId: String(userId),
    text,
    status: 'queued',
    error: null,
    attempts: 0,
    dueAt: now,
    leaseUntil: now + CLAIM_LEASE_MS,
    sentAt: null,
    createdAt: now,
  };
}
