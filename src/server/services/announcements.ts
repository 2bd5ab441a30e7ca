/**
 * An operator's announcement (docs/operations.md, "Bot messages and reminders"): the operator's
 * own text, queued for every player of a segment the bot may write to (all, active in the last 7
 * days, or one language), once per player and announcement, and sent by the queue like every
 * other message. The console audits it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AnnouncementSegment } from '#protocol/console-messages';
import { DAY, utcDay } from '#domain/time';
import type { Queryable } from '../db/database.ts';

export interface Announcement {
  text: string;
  segment: AnnouncementSegment;
  language?: string | undefined;
}

function segmentFilter(announcement: Announcement, now: number) {
  if (announcement.segment === 'active7')
    return sql`and exists (select 1 from login_days d where d.user_id = u.telegram_id and d.day > ${utcDay(now - 7 * DAY)})`;
  if (announcement.segment === 'language') {
    const language = (announcement.language ?? '').toLowerCase().split('-')[0] ?? '';
    return sql`and split_part(lower(u.language), '-', 1) = ${language}`;
  }
  return sql``;
}

/** Queues the announcement in one statement; answers its id and how many messages were queued. */
export async function announce(
  db: Queryable,
  announcement: Announcement,
  now: number,
): Promise<{ announcementId: string; queued: number }> {
  const announcementId = randomUUID();
  const result: unknown = await db.execute(sql`
    insert into bot_messages (kind, user_id, dedupe_key, topic, chat_id, text, status, due_at, created_at)
    select 'announcement', u.telegram_id, ${announcementId}, ${announcement.segment}, u.telegram_id::text, ${announcement.text},
      'queued', ${now}, ${now}
    from bot_contacts c join users u on u.telegram_id = c.user_id
    where c.allows_messages and c.reminders_on and c.blocked_at is null and u.banned_at is null
      ${segmentFilter(announcement, now)}
    on conflict do nothing
    returning id`);
  return { announcementId, queued: (result as { rows: unknown[] }).rows.length };
}
