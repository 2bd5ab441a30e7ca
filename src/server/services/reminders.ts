/**
 * The reminder pass (docs/operations.md, "Bot messages and reminders"): every instance has its
 * timer, and one at a time makes the pass (takeReminderTurn); it reads the players the bot may
 * write to whose time to be looked at has come, asks the domain's rules (domain/reminders.ts) what
 * to remind each of at the server's time, and queues one message in their language. At most one
 * reminder in 24 hours per player (checked here, and the queue's unique key per local day settles
 * two instances queueing at once); none in their night.
 */
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { estimatedOffsetHours, isDaytime, nextReminderLook, reminderTopic } from '#domain/reminders';
import { DAY, HOUR } from '#domain/time';
import { playerStateSchema } from '#protocol/player-state';
import { botTexts } from '../bot/texts.ts';
import type { Queryable } from '../db/database.ts';
import { botContacts, botMessages, users } from '../db/schema.ts';
import { enqueue, type NewMessage } from './bot-queue.ts';
import { runningSeason } from './seasons.ts';
import { startPeriodicPass } from './periodic-pass.ts';

const PAGE = 500;

/** What a pass did: the players it read (those due) and the reminders it queued. */
export interface ReminderPass {
  read: number;
  queued: number;
}

/**
 * One pass at `now`. It reads only the reachable players due (`remind_at`, under its index), and
 * gives each the time to look again (domain/reminders.ts `nextReminderLook`), so a player is read
 * about once a day, not once a pass.
 */
export async function queueReminders(db: Queryable, now: number): Promise<ReminderPass> {
  const event = await runningSeason(db, 'event');
  const facts = { eventStartedAt: event?.startedAt ?? null };
  const pass = { read: 0, queued: 0 };
  for (;;) {
    const page = await db
      .select({
        userId: botContacts.userId,
        hours: botContacts.activeHours,
        state: users.state,
        language: users.language,
        bannedAt: users.bannedAt,
        lastReminderAt: sql<string | number | null>`(select max(${botMessages.createdAt}) from ${botMessages}
          where ${botMessages.userId} = ${botContacts.userId} and ${botMessages.kind} = 'reminder')`,
      })
      .from(botContacts)
      .leftJoin(users, eq(users.telegramId, botContacts.userId))
      .where(
        and(
          eq(botContacts.allowsMessages, true),
          eq(botContacts.remindersOn, true),
          isNull(botContacts.blockedAt),
          lte(botContacts.remindAt, now),
        ),
      )
      .orderBy(asc(botContacts.remindAt), asc(botContacts.userId))
      .limit(PAGE);
    const messages: NewMessage[] = [];
    const looks = page.map((row) => {
      const offsetHours = estimatedOffsetHours(row.hours);
      const parsed = row.bannedAt === null ? playerStateSchema.safeParse(row.state) : undefined;
      const state = parsed?.success === true ? parsed.data : null;
      const lastReminderAt = row.lastReminderAt === null ? null : Number(row.lastReminderAt);
      const free = state !== null && isDaytime(now, offsetHours) && (lastReminderAt === null || now - lastReminderAt >= DAY);
      const topic = free ? reminderTopic(state, now, facts) : null;
      if (topic !== null) {
        const localDay = Math.floor((now + offsetHours * HOUR) / DAY);
        const text = botTexts(row.language ?? 'en').reminders[topic];
        messages.push({ kind: 'reminder', userId: row.userId, chatId: String(row.userId), text, dedupeKey: String(localDay), topic });
      }
      return { userId: row.userId, at: nextReminderLook({ state, offsetHours, lastReminderAt, reminded: topic !== null }, now) };
    });
    pass.queued += await enqueue(db, messages, now);
    // After the queueing: a pass that fails before this line reads the page again next time.
    await lookAgain(db, looks);
    pass.read += page.length;
    if (page.length < PAGE) return pass;
  }
}

/** Sets when the pass looks at each player next, in one statement. */
async function lookAgain(db: Queryable, looks: { userId: number; at: number }[]): Promise<void> {
  if (looks.length === 0) return;
  const values = looks.map((look) => sql`(${look.userId}::bigint, ${look.at}::bigint)`);
  await db.execute(sql`update ${botContacts} c set remind_at = v.at
    from (values ${sql.join(values, sql`, `)}) as v(user_id, at) where c.user_id = v.user_id`);
}

/**
 * Whether this instance makes the pass now: one instance makes it, not every one (docs/scaling.md).
 * A shared slot (`bot_send_slots`, `reminder-pass`) is taken for half an interval: at most two
 * passes an interval whatever the number of instances, and another instance takes over when the
 * one that made it stops.
 */
export async function takeReminderTurn(db: Queryable, now: number, intervalMs: number): Promise<boolean> {
  const taken: unknown = await db.execute(sql`
    insert into bot_send_slots (key, next_at) values ('reminder-pass', ${now + Math.floor(intervalMs / 2)})
    on conflict (key) do update set next_at = excluded.next_at where bot_send_slots.next_at <= ${now}
    returning next_at`);
  return (Array.isArray(taken) ? taken : (taken as { rows: unknown[] }).rows).length > 0;
}

/** Runs the pass now and every `intervalMs` when this instance's turn (takeReminderTurn); answers how to stop (waiting for a pass under way). */
export function startReminderPass(db: Queryable, now: () => number, intervalMs: number, log: FastifyBaseLogger): () => Promise<void> {
  return startPeriodicPass(
    async () => ((await takeReminderTurn(db, now(), intervalMs)) ? queueReminders(db, now()) : { read: 0, queued: 0 }),
    ({ read, queued }) => {
      if (queued > 0) log.info({ read, queued }, 'reminders queued');
    },
    'reminder pass',
    intervalMs,
    log,
  );
}
