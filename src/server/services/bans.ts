/**
 * Bans: an operator sets one with a reason (the console), and every request of the player's own is
 * refused with 403 BANNED before it reads or changes anything: at login, and in the one settle path
 * every read and action goes through (settle.ts). Requests on someone else's behalf (a referral
 * credit) still settle the banned player, as they would an absent one.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES } from '#protocol/errors';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http-error.ts';

export function bannedError(): HttpError {
  return new HttpError(403, 'BANNED', MESSAGES.banned);
}

/** Refuses a banned player (403 BANNED). */
export function refuseBanned(user: { bannedAt: number | null }): void {
  if (user.bannedAt !== null) throw bannedError();
}

/** Sets (reason) or lifts (null) the player's ban; false when there is no such player. */
export async function setBan(db: Queryable, telegramId: number, reason: string | null, now: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set(reason === null ? { bannedAt: null, banReason: null } : { bannedAt: now, banReason: reason })
    .where(eq(users.telegramId, telegramId))
    .returning({ telegramId: users.telegramId });
  return rows.length === 1;
}
