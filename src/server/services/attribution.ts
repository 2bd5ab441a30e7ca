/**
 * Where players come from: the start parameter's parts (code, languages, publisher and click id,
 * region, Telegram Ads click id), stored at the first login so an operator can count them. The
 * parameter comes from the validated launch data, or, when the game was opened through the bot's
 * web_app button (whose launch data carries none), from the `/start` payload the bot kept.
 */
import { eq, sql } from 'drizzle-orm';
import { parseStartParam } from '#protocol/start-param';
import type { Queryable } from '../db/database.ts';
import { attributions, botStarts, users } from '../db/schema.ts';

/**
 * Keeps the payload of someone's `/start` until their first open: only for someone who has not
 * opened the game yet (a player's invite is settled), and the first payload wins.
 */
export async function keepBotStart(db: Queryable, telegramId: number, payload: string, now: number): Promise<void> {
  await db.execute(sql`
    insert into ${botStarts} (telegram_id, payload, created_at)
    select ${telegramId}, ${payload}, ${now}
    where not exists (select 1 from ${users} where ${users.telegramId} = ${telegramId})
    on conflict do nothing`);
}

/** The kept `/start` payload of a player opening the game for the first time, consumed. */
export async function takeBotStart(tx: Queryable, telegramId: number): Promise<string | undefined> {
  const [row] = await tx.delete(botStarts).where(eq(botStarts.telegramId, telegramId)).returning({ payload: botStarts.payload });
  return row?.payload;
}

/** Stores the parts of a new player's start parameter (nothing without one). */
export async function saveAttribution(tx: Queryable, userId: number, startParam: string | undefined, now: number): Promise<void> {
  if (startParam === undefined || startParam === '') return;
  const parts = parseStartParam(startParam);
  await tx.insert(attributions).values({
    userId,
    startParam,
    code: parts.code,
    language: parts.hasLanguage ? parts.language : null,
    referrerLanguage: parts.referrerLanguage,
    publisher: parts.tappads?.publisher ?? null,
    clickId: parts.tappads?.clickId ?? null,
    region: parts.region,
    tgClickId: parts.tgClickId,
    createdAt: now,
  });
}
