/**
 * The bot's send rate, shared by every instance through the database (docs/operations.md, "Bot
 * messages and reminders"): global slots spaced so that no second holds more than `perSecond`
 * messages even when each reaches Telegram up to SEND_TOLERANCE_MS + DELIVERY_ALLOWANCE_MS after its slot (a cell-rate limiter: a
 * sender takes the slots for a batch in one statement and sends each in its own), and at most one
 * message a second per chat (taken with the send, bot-queue-rows.ts).
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';

/** One message a second per chat (Telegram's limit). */
export const CHAT_INTERVAL_MS = 1000;
/** How late after its slot a message may still go; later, the slot is let go (sending in it could bunch messages up). */
export const SEND_TOLERANCE_MS = 40;
/**
 * What the call itself may add, from the sender's last look at the clock to Telegram's receipt: a
 * process starved of CPU (docs/operations.md, "Bot messages and reminders"). At 40 ms the bench saw
 * 26-27 arrivals in a second while other processes compiled on the two cores.
 */
const DELIVERY_ALLOWANCE_MS = 160;

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (Array.isArray(result) ? result : (result as { rows: Raw[] }).rows) as Raw[];

/** The time between two global slots: any second, widened by the tolerance and the allowance, holds at most `perSecond` of them. */
export function slotInterval(perSecond: number): number {
  return (1000 + SEND_TOLERANCE_MS + DELIVERY_ALLOWANCE_MS) / perSecond;
}

/** Takes the next `count` global slots at or after `now`: answers their times (each message waits for its own). */
export async function takeGlobalSlots(db: Queryable, now: number, perSecond: number, count: number): Promise<number[]> {
  if (count === 0) return [];
  const interval = slotInterval(perSecond);
  const span = count * interval;
  const result = await db.execute(sql`
    insert into bot_send_slots (key, next_at) values ('global', ${Math.ceil(now + span)})
    on conflict (key) do update set next_at = ceil(greatest(bot_send_slots.next_at, ${now}) + ${span}::float8)
    returning next_at`);
  const end = Number(rowsOf(result)[0]?.next_at ?? now + span);
  // Whole milliseconds, as every time the queue stores.
  return Array.from({ length: count }, (_, index) => Math.ceil(end - span + index * interval));
}

/** Forgets the slots of chats idle since before `before`; answers how many. */
export async function pruneChatSlots(db: Queryable, before: number): Promise<number> {
  const removed = await db.execute(sql`delete from bot_send_slots where key like 'chat:%' and next_at < ${before} returning key`);
  return rowsOf(removed).length;
}
