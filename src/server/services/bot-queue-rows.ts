/**
 * The message queue's statements (docs/operations.md, "Bot messages and reminders"), each doing a
 * batch's work at once: the claim takes due rows with what sending needs (may the reader be
 * written to, their language) and skips the rows whose reader may not; the take before a call
 * claims the chat's second and marks the row pending together; the outcomes of many calls are
 * written in one statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { botMessages, type BotMessageRowStatus } from '../db/schema.ts';
import { CHAT_INTERVAL_MS } from './bot-send-rate.ts';

export type QueuedRow = typeof botMessages.$inferSelect;
/** A row this sender holds, with the language of its reader (for the button). */
export type HeldRow = QueuedRow & { language: string };

/** How long a sender holds the rows it took before sending them. */
export const CLAIM_LEASE_MS = 60_000;
/** How long a send may take (the call's timeout and auto-retry's waits) before its outcome counts as unknown. */
export const SEND_LEASE_MS = 60_000;

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (Array.isArray(result) ? result : (result as { rows: Raw[] }).rows) as Raw[];
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function toHeld(raw: Raw): HeldRow {
  return {
    id: Number(raw.id),
    userId: Number(raw.user_id),
    kind: raw.kind as QueuedRow['kind'],
    dedupeKey: String(raw.dedupe_key),
    topic: (raw.topic ?? null) as string | null,
    chatId: String(raw.chat_id),
    text: String(raw.text),
    status: raw.status as BotMessageRowStatus,
    error: (raw.error ?? null) as string | null,
    attempts: Number(raw.attempts),
    dueAt: numberOrNull(raw.due_at),
    leaseUntil: numberOrNull(raw.lease_until),
    sentAt: numberOrNull(raw.sent_at),
    createdAt: Number(raw.created_at),
    language: String(raw.language),
  };
}

/**
 * Holds the rows `picked` selects (their `user_id, id`, locked) until `lease`, in one statement
 * with what sending needs: a row whose reader has not allowed messages or blocked the bot (any
 * kind), or turned reminders off or is banned (reminders and announcements), is skipped with the
 * reason instead. Answers the rows, skipped ones with status `skipped`, the oldest due first.
 */
async function holdPicked(db: Queryable, picked: SQL, lease: number): Promise<HeldRow[]> {
  const result = await db.execute(sql`
    with picked as (${picked}),
    facts as (
      select m.user_id, m.id, coalesce(u.language, 'en') as language,
        case
          when c.user_id is null or not c.allows_messages then 'the player has not allowed messages'
          when c.blocked_at is not null then 'the player blocked the bot'
          when m.kind in ('reminder', 'announcement') and not c.reminders_on then 'the player turned reminders off'
          when m.kind in ('reminder', 'announcement') and u.banned_at is not null then 'the player is banned'
        end as unreachable
      from picked p
      join bot_messages m on m.user_id = p.user_id and m.id = p.id
      left join bot_contacts c on c.user_id = m.chat_id::bigint
      left join users u on u.telegram_id = m.chat_id::bigint
    )
    update bot_messages b set
      status = case when f.unreachable is null then b.status else 'skipped' end,
      error = coalesce(f.unreachable, b.error),
      lease_until = case when f.unreachable is null then ${lease}::bigint end
    from facts f where b.user_id = f.user_id and b.id = f.id
    returning b.*, f.language`);
  // An update returns its rows in no set order: the oldest due is sent first.
  return rowsOf(result)
    .map(toHeld)
    .sort((a, b) => (a.dueAt ?? 0) - (b.dueAt ?? 0) || a.id - b.id);
}

/** Takes up to `limit` due rows for this sender until `now + CLAIM_LEASE_MS` (see holdPicked). */
export function claim(db: Queryable, now: number, limit: number): Promise<HeldRow[]> {
  return holdPicked(
    db,
    sql`select user_id, id from bot_messages
      where status = 'queued' and due_at <= ${now} and (lease_until is null or lease_until < ${now})
      order by due_at, id limit ${limit} for update skip locked`,
    now + CLAIM_LEASE_MS,
  );
}

/**
 * Reads what sending `rows` needs, which their caller holds (each under its own lease), and holds
 * them on together until `now + CLAIM_LEASE_MS` (see holdPicked); answers the rows it still held.
 */
export async function holdMany(db: Queryable, rows: QueuedRow[], now: number): Promise<HeldRow[]> {
  const mine = rows.filter((row) => row.leaseUntil !== null);
  if (mine.length === 0) return [];
  const values = mine.map((row) => sql`(${row.userId}::bigint, ${row.id}::bigint, ${row.leaseUntil}::bigint)`);
  return holdPicked(
    db,
    sql`select m.user_id, m.id from bot_messages m
      join (values ${sql.join(values, sql`, `)}) as v(user_id, id, lease) on m.user_id = v.user_id and m.id = v.id and m.lease_until = v.lease
      where m.status = 'queued' for update of m`,
    now + CLAIM_LEASE_MS,
  );
}

/** The `bot_send_slots` key of a row's chat (its one-a-second slot). */
function chatSlot(row: HeldRow): string {
  return `chat:${row.chatId}`;
}

/**
 * Just before the call, in one statement: takes the chat's second at `at` and marks the row
 * pending (the outcome is this call's from here), or, when the chat had a message less than a
 * second before, puts the row back until the chat is free. Answers `taken`, `busy`, or `lost`
 * (the row is no longer this sender's).
 */
export async function takeForSend(db: Queryable, row: HeldRow, at: number): Promise<'taken' | 'busy' | 'lost'> {
  const key = chatSlot(row);
  const mine = sql`user_id = ${row.userId} and id = ${row.id} and status = 'queued' and lease_until = ${row.leaseUntil}`;
  const result = await db.execute(sql`
    with chat as (
      insert into bot_send_slots (key, next_at)
      select ${key}::text, ${at + CHAT_INTERVAL_MS}::bigint where exists (select 1 from bot_messages where ${mine})
      on conflict (key) do update set next_at = excluded.next_at where bot_send_slots.next_at <= ${at}
      returning next_at
    ),
    marked as (
      update bot_messages set status = 'pending', lease_until = ${at + SEND_LEASE_MS}::bigint, attempts = attempts + 1
      where ${mine} and exists (select 1 from chat)
      returning id
    ),
    busy as (
      update bot_messages set due_at = coalesce((select next_at from bot_send_slots where key = ${key}), ${at + CHAT_INTERVAL_MS}::bigint),
        lease_until = null
      where ${mine} and not exists (select 1 from chat)
      returning id
    )
    select (select count(*) from marked)::int as taken, (select count(*) from busy)::int as busy`);
  const [counts] = rowsOf(result);
  if (Number(counts?.taken) > 0) return 'taken';
  return Number(counts?.busy) > 0 ? 'busy' : 'lost';
}

/**
 * Gives back a row `takeForSend` marked pending at `at` whose call was not made (its slot came too
 * late): queued again, the try not counted, and the chat's second it took free again, so the next
 * try is not kept waiting by a message that never went.
 */
export async function putBack(db: Queryable, row: HeldRow, at: number): Promise<void> {
  await db.execute(sql`
    with back as (
      update bot_messages set status = 'queued', lease_until = null, attempts = attempts - 1
      where user_id = ${row.userId} and id = ${row.id} and status = 'pending'
      returning id
    )
    update bot_send_slots set next_at = ${at}::bigint
    where key = ${chatSlot(row)} and next_at = ${at + CHAT_INTERVAL_MS}::bigint and exists (select 1 from back)`);
}

/** Puts held rows back until `dueAt` without a try (another row of the batch goes to their chat first). */
export async function postpone(db: Queryable, rows: HeldRow[], dueAt: number): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  await db.execute(sql`update bot_messages set due_at = ${dueAt}, lease_until = null
    where user_id in ${rows.map((row) => row.userId)} and id in ${rows.map((row) => row.id)}
      and status = 'queued' and lease_until = ${first.leaseUntil}`);
}

/** What a call made of its row. */
export interface Outcome {
  userId: number;
  id: number;
  status: BotMessageRowStatus;
  error: string | null;
  /** When a queued row is sent again; null keeps the row's. */
  dueAt: number | null;
  sentAt: number | null;
}

/** Writes the outcomes of many calls in one statement, letting their rows go. */
export async function recordOutcomes(db: Queryable, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const values = outcomes.map(
    (o) => sql`(${o.userId}::bigint, ${o.id}::bigint, ${o.status}::text, ${o.error}::text, ${o.dueAt}::bigint, ${o.sentAt}::bigint)`,
  );
  await db.execute(sql`update bot_messages b set status = v.status, error = v.error, due_at = coalesce(v.due_at, b.due_at),
      sent_at = coalesce(v.sent_at, b.sent_at), lease_until = null
    from (values ${sql.join(values, sql`, `)}) as v(user_id, id, status, error, due_at, sent_at)
    where b.user_id = v.user_id and b.id = v.id`);
}

/** Rows whose sender stopped during the call: failed, since Telegram may have delivered them. Answers how many. */
export async function failInterrupted(db: Queryable, now: number): Promise<number> {
  const result = await db.execute(sql`update bot_messages
    set status = 'failed', error = 'outcome unknown: the sender stopped during the call', lease_until = null
    where status = 'pending' and lease_until < ${now} returning id`);
  return rowsOf(result).length;
}

/** Gives back the rows of `rows` still held by their lease and not sent (a sender stopping): another sender takes them at once. */
export async function release(db: Queryable, rows: QueuedRow[]): Promise<void> {
  const held = rows.filter((row) => row.status === 'queued' && row.leaseUntil !== null);
  const [first] = held;
  if (first === undefined) return;
  await db.execute(sql`update bot_messages set lease_until = null
    where user_id in ${held.map((row) => row.userId)} and id in ${held.map((row) => row.id)}
      and status = 'queued' and lease_until = ${first.leaseUntil}`);
}
