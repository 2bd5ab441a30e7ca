/**
 * The database schema. Times are ms since epoch from the server clock (`config.now`), stored as
 * bigint, so tests with a fixed clock see exactly what they set.
 * Generate migrations with:
 * `npx drizzle-kit generate --dialect postgresql --schema ./src/server/db/schema.ts --out ./src/server/db/migrations`
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

const ms = (name: string) => bigint(name, { mode: 'number' });

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
    /** Set by an operator (the console): every request of the player's own is refused while set. */
    bannedAt: ms('banned_at'),
    banReason: text('ban_reason'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    index('users_referrer_idx').on(t.referrerId),
    index('users_created_idx').on(t.createdAt),
    index('users_season_tokens_idx').on(t.seasonId, t.seasonTokens.desc(), t.telegramId),
  ],
);

/** The stored answer of every applied action, so a retried key replays it. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ms('user_id').notNull(),
    key: text('key').notNull(),
    action: text('action').notNull(),
    /** SHA-256 of action name and canonical body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The answer's JSON text, replayed byte for byte. */
    response: text('response').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Append-only: every credit (+) and debit (−) of the token resource. A trigger refuses UPDATE and DELETE. */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
  // A referral is credited once per new player, whatever races happen above.
  (t) => [
    index('token_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('token_ledger_referral_idx')
      .on(t.idempotencyKey)
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

/**
 * Messages the bot sends to players, one row per (kind, player) at most: the row is inserted before
 * the message is sent, so concurrent callers agree on one sender, and it then holds the outcome
 * (sent, failed, or only recorded when no bot token is configured).
 */
export const botMessages = pgTable(
  'bot_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The player the message is about (the new friend, for a referral), not always its reader. */
    userId: ms('user_id').notNull(),
    kind: text('kind').$type<'welcome' | 'discord' | 'referral'>().notNull(),
    chatId: text('chat_id').notNull(),
    /** The text as composed by the server from its templates. */
    text: text('text').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'recorded' | 'failed'>().notNull(),
    error: text('error'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [uniqueIndex('bot_messages_kind_user_idx').on(t.kind, t.userId)],
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

/** Random draws (spins, turned cards), each logged with its key. */
export const drawLog = pgTable(
  'draw_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ms('user_id').notNull(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('draw_log_user_idx').on(t.userId)],
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
    id: text('id').primaryKey(),
    userId: ms('user_id').notNull(),
    source: text('source').$type<'start' | 'adsgram'>().notNull(),
    card: text('card'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ad_views_open_start_idx')
      .on(t.userId, t.card)
      .where(sql`${t.source} = 'start'`),
    index('ad_views_user_idx').on(t.userId, t.createdAt),
    index('ad_views_created_idx').on(t.createdAt),
  ],
);

/** Ad views spent by a claim: the primary key makes each one grant once, whatever races happen above. */
export const adClaims = pgTable(
  'ad_claims',
  {
    viewId: text('view_id').primaryKey(),
    userId: ms('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('ad_claims_created_idx').on(t.createdAt)],
);

/** The days (UTC, days since epoch) a player logged in, one row each: daily actives and retention. */
export const loginDays = pgTable(
  'login_days',
  {
    userId: ms('user_id').notNull(),
    day: integer('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('login_days_day_idx').on(t.day)],
);

/**
 * The operator console's one-time sign-in links, handed out by the bot's `/admin`: only the
 * token's SHA-256 is kept; a link signs in once (`used_at`), before `expires_at`.
 */
export const consoleLinks = pgTable('console_links', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: ms('operator_id').notNull(),
  expiresAt: ms('expires_at').notNull(),
  usedAt: ms('used_at'),
  createdAt: ms('created_at').notNull(),
});

/** Everything an operator changed through the console or signed in with: who, what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: ms('operator_id').notNull(),
    action: text('action').notNull(),
    /** What the action was about (a player's id, a season), as text. */
    target: text('target'),
    detail: jsonb('detail').$type<unknown>(),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Season and event starts and ends an operator scheduled; the maintenance pass carries out those due. */
export const seasonSchedule = pgTable(
  'season_schedule',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'main' | 'event'>().notNull(),
    change: text('change').$type<'start' | 'end'>().notNull(),
    /** The name a start gives the season or event (null: the default name). */
    name: text('name'),
    at: ms('at').notNull(),
    operatorId: ms('operator_id').notNull(),
    /** When it was carried out or cancelled, and how it went. */
    doneAt: ms('done_at'),
    outcome: text('outcome'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    index('season_schedule_due_idx')
      .on(t.at)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The catalog's versions (the game's content as one JSON document, `#protocol/catalog-version`).
 * Version 1 is `CATALOG_V1`, seeded on a fresh database. The active version is the one published
 * last; versions never change once published (a rollback publishes a copy as a new version).
 */
export const catalogVersions = pgTable(
  'catalog_versions',
  {
    version: serial('version').primaryKey(),
    catalog: jsonb('catalog').$type<unknown>().notNull(),
    status: text('status').$type<'draft' | 'published'>().notNull(),
    /** The operator's Telegram id; null for the seed. */
    createdBy: ms('created_by'),
    createdAt: ms('created_at').notNull(),
    publishedAt: ms('published_at'),
    /** The operator who published it (rolled back to it: the new version's author publishes it). */
    publishedBy: ms('published_by'),
  },
  (t) => [
    index('catalog_versions_published_idx')
      .on(t.publishedAt.desc(), t.version.desc())
      .where(sql`${t.status} = 'published'`),
  ],
);

export const schema = {
  users,
  idempotencyKeys,
  tokenLedger,
  seasons,
  clientErrors,
  botMessages,
  attributions,
  botStarts,
  drawLog,
  adViews,
  adClaims,
  loginDays,
  consoleLinks,
  auditLog,
  seasonSchedule,
  catalogVersions,
};
