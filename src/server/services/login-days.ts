/** The days players log in on (UTC days since epoch), kept once a day each: daily actives and retention. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { loginDays, users } from '../db/schema.ts';

export const DAY_MS = 86_400_000;

/** The UTC day of `at` (ms), as days since epoch. */
export function dayOf(at: number): number {
  return Math.floor(at / DAY_MS);
}

/**
 * A login, in one round trip: answers whether the player is banned (an operator's ban refuses the
 * login), and counts the day for anyone else (a player not created yet included: the first login
 * comes before the first snapshot creates the row).
 */
export async function recordLogin(db: Queryable, telegramId: number, now: number): Promise<{ banned: boolean }> {
  const result: unknown = await db.execute(sql`with banned as (
      select 1 from ${users} where ${users.telegramId} = ${telegramId} and ${users.bannedAt} is not null
    ), counted as (
      insert into ${loginDays} (${sql.identifier(loginDays.userId.name)}, ${sql.identifier(loginDays.day.name)})
      select ${telegramId}, ${dayOf(now)} where not exists (select 1 from banned)
      on conflict do nothing
    )
    select exists (select 1 from banned) as banned`);
  const [row] = (result as { rows: { banned: boolean }[] }).rows;
  return { banned: row?.banned === true };
}
