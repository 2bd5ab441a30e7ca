/**
 * Who the bot may write to (docs/operations.md, "Bot messages and reminders"): the consent of the
 * launch data at each login (`allows_write_to_pm`), a write access granted to the bot
 * (`write_access_allowed`), a block seen by the sender (403) or by Telegram's `my_chat_member`,
 * the player's own switch for reminders, and the UTC hours they log in at (both recorded by the
 * login, login.ts).
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { botContacts } from '../db/schema.ts';

/** The player granted the bot write access (Telegram said so): they may be messaged again. */
export async function allowMessages(db: Queryable, userId: number, now: number): Promise<void> {
  await db
    .insert(botContacts)
    .values({ userId, allowsMessages: true, updatedAt: now })
    .onConflictDoUpdate({ target: botContacts.userId, set: { allowsMessages: true, blockedAt: null, updatedAt: now } });
}

/** The player blocked the bot (a 403, or Telegram's chat member update): nothing more is sent. */
export async function markBlocked(db: Queryable, userId: number, now: number): Promise<void> {
  await db
    .insert(botContacts)
    .values({ userId, blockedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: botContacts.userId, set: { blockedAt: now, updatedAt: now } });
}

/** The game's setting: reminders on or off. */
export async function setReminders(db: Queryable, userId: number, on: boolean, now: number): Promise<void> {
  await db
    .insert(botContacts)
    .values({ userId, remindersOn: on, updatedAt: now })
    .onConflictDoUpdate({ target: botContacts.userId, set: { remindersOn: on, updatedAt: now } });
}

export interface ContactView {
  remindersOn: boolean;
  /** The bot may write to the player (consent given, not blocked). */
  reachable: boolean;
}

export async function readContact(db: Queryable, userId: number): Promise<ContactView> {
  const [row] = await db.select().from(botContacts).where(eq(botContacts.userId, userId));
  if (row === undefined) return { remindersOn: true, reachable: false };
  return { remindersOn: row.remindersOn, reachable: row.allowsMessages && row.blockedAt === null };
}
