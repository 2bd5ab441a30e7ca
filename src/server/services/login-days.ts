/** The days players log in on (UTC days since epoch), kept once a day each: daily actives and retention. */
import type { Queryable } from '../db/database.ts';
import { loginDays } from '../db/schema.ts';

export const DAY_MS = 86_400_000;

/** The UTC day of `at` (ms), as days since epoch. */
export function dayOf(at: number): number {
  return Math.floor(at / DAY_MS);
}

export async function recordLogin(db: Queryable, telegramId: number, now: number): Promise<void> {
  await db
    .insert(loginDays)
    .values({ userId: telegramId, day: dayOf(now) })
    .onConflictDoNothing();
}
