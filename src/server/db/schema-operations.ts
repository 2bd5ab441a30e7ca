/** The tables of running the game: login days, the console's links, sessions and audit log, the season schedule, the catalog's versions. */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { ms } from './columns.ts';

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

/**
 * Operator sessions, kept on the server so that signing out, or an operator's removal from
 * ADMIN_IDS, ends them at once: the cookie carries the session's token, the table only its
 * SHA-256. A session counts until `expires_at` unless `revoked_at` is set.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: ms('operator_id').notNull(),
    createdAt: ms('created_at').notNull(),
    expiresAt: ms('expires_at').notNull(),
    revokedAt: ms('revoked_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId), index('operator_sessions_expires_idx').on(t.expiresAt)],
);

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
