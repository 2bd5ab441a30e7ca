/**
 * The bot's messages and their queue (docs/operations.md, "Bot messages and reminders"): every
 * message is a row first, claimed by one sender (`FOR UPDATE SKIP LOCKED`), sent within the
 * rate's slots, and the row keeps the outcome. Who may be messaged is in `bot_contacts`.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ms } from './columns.ts';

export type BotMessageKind = 'welcome' | 'discord' | 'referral' | 'reminder' | 'announcement';
/**
 * `queued`: waiting for `due_at` (a sender holds it until `lease_until`); `pending`: being sent
 * now; `sent`; `recorded` (no bot token); `failed` (refused, or given up); `skipped` (the player
 * can no longer be messaged).
 */
export type BotMessageRowStatus = 'queued' | 'pending' | 'sent' | 'recorded' | 'failed' | 'skipped';

/**
 * Messages the bot sends to players, one row per (kind, player, dedupe key) at most: the row is
 * inserted before the message is sent, so concurrent callers agree on one sender, and it then
 * holds the outcome. The welcome, the referrer's notice and the Discord confirmation use an empty
 * key (once per player); a reminder the player's local day; an announcement its id.
 */
export const botMessages = pgTable(
  'bot_messages',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** The player the message is about (the new friend, for a referral), not always its reader. */
    userId: ms('user_id').notNull(),
    kind: text('kind').$type<BotMessageKind>().notNull(),
    dedupeKey: text('dedupe_key').notNull().default(''),
    /** What a reminder is about (domain/reminders.ts), or an announcement's segment. */
    topic: text('topic'),
    chatId: text('chat_id').notNull(),
    /** The text as composed by the server from its templates (an announcement's: the operator's). */
    text: text('text').notNull(),
    status: text('status').$type<BotMessageRowStatus>().notNull(),
    error: text('error'),
    /** Tries so far (a network error or a 429 is tried again). */
    attempts: integer('attempts').notNull().default(0),
    /** A queued message is sent at or after this time. */
    dueAt: ms('due_at'),
    /** A sender holds the row until then; past it, another may take it. */
    leaseUntil: ms('lease_until'),
    sentAt: ms('sent_at'),
    createdAt: ms('created_at').notNull(),
  },
  (t) => [
    // Keyed by the player first, as every per-player table (docs/scaling.md).
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('bot_messages_user_kind_key_idx').on(t.userId, t.kind, t.dedupeKey),
    index('bot_messages_queued_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'queued'`),
    index('bot_messages_pending_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'pending'`),
    index('bot_messages_status_idx').on(t.status, t.kind),
  ],
);

/**
 * Who the bot may write to: consent from the launch data (`allows_write_to_pm`) or a write access
 * granted to the bot, the player's own switch for reminders, a block (403) seen by the sender,
 * and the UTC hours of their logins (their time zone is estimated from them).
 */
export const botContacts = pgTable(
  'bot_contacts',
  {
    userId: ms('user_id').primaryKey(),
    allowsMessages: boolean('allows_messages').notNull().default(false),
    remindersOn: boolean('reminders_on').notNull().default(true),
    /** When a send was refused with 403 (the player blocked the bot); null: reachable. */
    blockedAt: ms('blocked_at'),
    /** Logins per UTC hour, 24 counts. */
    activeHours: integer('active_hours')
      .array()
      .notNull()
      .default(sql`array_fill(0, array[24])`),
    updatedAt: ms('updated_at').notNull(),
    /**
     * When the reminder pass looks at the player next (domain/reminders.ts `nextReminderLook`; a
     * login puts it off until they may be away): a pass reads only the players due, never all.
     */
    remindAt: ms('remind_at').notNull().default(0),
  },
  (t) => [
    index('bot_contacts_remind_idx')
      .on(t.remindAt, t.userId)
      .where(sql`${t.allowsMessages} and ${t.remindersOn} and ${t.blockedAt} is null`),
    index('bot_contacts_reachable_idx')
      .on(t.userId)
      .where(sql`${t.allowsMessages} and ${t.remindersOn} and ${t.blockedAt} is null`),
  ],
);

/**
 * The send rate's slots, shared by every instance: `global` (the bot's messages a second) and
 * `chat:<id>` (one a second per chat). A sender takes the next slot in one statement.
 */
export const botSendSlots = pgTable('bot_send_slots', {
  key: text('key').primaryKey(),
  /** The next free slot, ms. */
  nextAt: ms('next_at').notNull(),
});
