/**
 * The database schema. Times are ms since epoch from the server clock (`config.now`), stored as
 * bigint, so tests with a fixed clock see exactly what they set.
 * The operator's tables (logins, console, audit, schedule, catalog versions) are in
 * schema-operations.ts, the bot's messages and their queue in schema-messaging.ts, the idempotency keys' in schema-answers.ts, exported from here. Generate migrations with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { ms } from './columns.ts';
import { answerBases, idempotencyKeys } from './schema-answers.ts';
import { auditLog, catalogVersions, consoleLinks, loginDays, operatorSessions, seasonSchedule } from './schema-operations.ts';
import { botContacts, botMessages, botSendSlots } from './schema-messaging.ts';
import { starInvoices, starPayments } from './schema-payments.ts';
import { friendShares, playerNews } from './schema-social.ts';

export * from './schema-answers.ts';
export * from './schema-operations.ts';
export * from './schema-messaging.ts';
export * from './schema-payments.ts';
export * from './schema-social.ts';

/** One row per player: identity from validated launch data, and the whole game state as JSONB. */
export const users = pgTable(
  'users',
  {
    telegramId: ms('telegram_id').primaryKey(),
    gameId: text('game_id').notNull().unique(),
    name: text('name').notNull(),
    username: text('username'),
    /** The launch data's `photo_url` when it is an https address on Telegram's hosts, else null. */
    photoUrl: text('photo_url'),
    language: text('language').notNull().default('en'),
    startParam: text('start_param'),
    referrerId: ms('referrer_id'),
    premium: boolean('premium').notNull().default(false),
    /** Linked through POST /api/discord. */
    discordId: text('discord_id'),
    /**
     * The TON wallet the player connected (TON Connect), sent in the `user-wallet` header of
     * game-user; one canonical form: non-bounceable user-friendly (`UQ...`, mainnet). Null: none.
     */
    wallet: text('wallet'),
    /** The domain's PlayerState; per-user locking is the lock of this row. */
    state: jsonb('state').$type<unknown>().notNull(),
    /** The main season the state belongs to; a different running season rolls the state over. */
    seasonId: integer('season_id'),
    /** The event the event half of the state belongs to. */
    eventId: integer('event_id'),
    /** Tokens credited this season, for the leaderboard. */
    seasonTokens: ms('season_tokens').notNull().default(0),
    /**
     * The event's whole tokens, kept by the database from the state, for the event board. A column
     * (not an index on the state) so that a write that leaves both boards as they were updates the
     * row in place, without a new entry in every index (docs/scaling.md, "The player's row").
     */
    eventTokens: bigint('event_tokens', { mode: 'number' }).generatedAlwaysAs(
      sql`floor(((state -> 'resourcesEvent' ->> 3))::float8)::bigint`,
    ),
    /** Set by an operator (the console): every request of the player's own is refused while set. */
    bannedAt: ms('banned_at'),
    banReason: text('ban_reason'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    index('users_referrer_idx').on(t.referrerId),
    index('users_created_idx').on(t.createdAt),
    // In the board's order (services/leaderboard.ts), so its top 100 reads 100 entries of it.
    index('users_season_board_idx').on(t.seasonId, t.seasonTokens.desc().nullsFirst(), t.createdAt, t.telegramId),
    index('users_event_board_idx').on(t.eventId, t.eventTokens.desc().nullsFirst(), t.createdAt, t.telegramId),
    // No balance below zero, whatever a catalog or a bug says (docs/content-bounds.md): the write is refused.
    check('users_season_tokens_non_negative', sql`${t.seasonTokens} >= 0`),
    check(
      'users_balances_non_negative',
      sql`coalesce((${t.state} #>> '{resources,3}')::float8, 0) >= 0 and coalesce((${t.state} #>> '{resourcesEvent,3}')::float8, 0) >= 0 and coalesce((${t.state} #>> '{spin}')::float8, 0) >= 0`,
    ),
  ],
);

/** Append-only: every credit (+) and debit (−) of the token resource. A trigger refuses UPDATE and DELETE. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    userId: ms('user_id').notNull(),
    /** Which vector's token slot: the main season's or the event's. */
    pool: text('pool').$type<'main' | 'event'>().notNull(),
    /** Whole tokens, signed. */
    amount: ms('amount').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key'),
    seasonId: integer('season_id'),
    createdAt: ms('created_at').notNull(),
  },
  // Keyed by player first (docs/scaling.md). A referral is credited once per new player (its key
  // names the friend, and a friend has one referrer), whatever races happen above.
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('token_ledger_referral_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.reason} = 'referral'`),
  ],
);

/** Main seasons and events; at most one of each kind runs (ended_at is null). */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'main' | 'event'>().notNull(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    startedAt: ms('started_at').notNull(),
    endedAt: ms('ended_at'),
  },
  (t) => [
    uniqueIndex('seasons_kind_number_idx').on(t.kind, t.number),
    uniqueIndex('seasons_running_idx')
      .on(t.kind)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** Errors reported by clients, bounded in size. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ms('user_id'),
    address: text('address').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    endpoint: text('endpoint'),
    context: jsonb('context').$type<unknown>(),
    clientTimestamp: text('client_timestamp'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
);

/** Where a player came from: the start parameter's parts read at the first login, for counting. */
export const attributions = pgTable(
  'attributions',
  {
    userId: ms('user_id').primaryKey(),
    /** The start parameter as it arrived (launch data, or the bot's /start before the first open). */
    startParam: text('start_param').notNull(),
    code: text('code'),
    /** The language the link asked for (`lang_`), null when it named none. */
    language: text('language'),
    referrerLanguage: text('referrer_language'),
    publisher: text('publisher'),
    clickId: text('click_id'),
    region: text('region'),
    tgClickId: text('tg_click_id'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('attributions_code_idx').on(t.code), index('attributions_publisher_idx').on(t.publisher)],
);

/**
 * The payload of a `/start` someone sent the bot before they first opened the game: a web_app
 * button's launch data carries no start parameter, so the first login reads the invite from here.
 */
export const botStarts = pgTable('bot_starts', {
  telegramId: ms('telegram_id').primaryKey(),
  payload: text('payload').notNull(),
  createdAt: ms('created_at').notNull(),
});

/**
 * The bot's updates already taken, by Telegram's `update_id`: an update Telegram delivers again
 * (it thought the answer lost), or two instances receive, is handled once. Kept a day.
 */
export const botUpdates = pgTable(
  'bot_updates',
  {
    updateId: ms('update_id').primaryKey(),
    receivedAt: ms('received_at').notNull(),
  },
  (t) => [index('bot_updates_received_idx').on(t.receivedAt)],
);

/** Random draws (spins, turned cards), each logged with its key. */
export const drawLog = pgTable(
  'draw_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    userId: ms('user_id').notNull(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);

/**
 * Proof that an ad was shown, one row each: an ad-view token the server issued when an ad started
 * (`source` 'start', bound to the card; one open per player and card, a new start replaces it), or
 * a confirmation the ad network sent server to server (`source` 'adsgram', no card). A claim spends
 * one by inserting its id into `ad_claims`.
 */
export const adViews = pgTable(
  'ad_views',
  {
    id: text('id').notNull(),
    userId: ms('user_id').notNull(),
    source: text('source').$type<'start' | 'adsgram'>().notNull(),
    card: text('card'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('ad_views_open_start_idx')
      .on(t.userId, t.card)
      .where(sql`${t.source} = 'start'`),
    index('ad_views_user_idx').on(t.userId, t.createdAt),
    index('ad_views_created_idx').on(t.createdAt),
  ],
);

/** Ad views spent by a claim: the primary key (a view is its player's) makes each one grant once, whatever races happen above. */
export const adClaims = pgTable(
  'ad_claims',
  {
    viewId: text('view_id').notNull(),
    userId: ms('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.viewId] }), index('ad_claims_created_idx').on(t.createdAt)],
);

export const schema = {
  users,
  idempotencyKeys,
  answerBases,
  tokenLedger,
  seasons,
  clientErrors,
  botMessages,
  attributions,
  botStarts,
  botUpdates,
  drawLog,
  adViews,
  adClaims,
  loginDays,
  consoleLinks,
  operatorSessions,
  auditLog,
  seasonSchedule,
  catalogVersions,
  playerNews,
  friendShares,
  starInvoices,
  starPayments,
  botContacts,
  botSendSlots,
};
