/**
 * The reminder pass (docs/operations.md, "Bot messages and reminders"): every instance has its
 * timer, and one at a time makes the pass (takeReminderTurn); it reads the players the bot may write to who have been away, asks the domain's rules
 * (domain/reminders.ts) what to remind each of at the server's time, and queues one message in
 * their language. At most one reminder in 24 hours per player (checked here, and the queue's
 * unique key per local day settles two instances queueing at once); none in their night.
 */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { estimatedOffsetHours, isDaytime, REMINDER_MIN_AWAY_MS, reminderTopic } from '#domain/reminders';
import { DAY, HOUR } from '#domain/time';
import { playerStateSchema } from '#protocol/player-state';
import { botTexts } from '../bot/texts.ts';
import type { Queryable } from '../db/database.ts';
import { botContacts, botMessages, users } from '../db/schema.ts';
import { enqueue, type NewMessage } from './bot-queue.ts';
import { runningSeason } from './seasons.ts';
import { startPeriodicPass } from './periodic-pass.ts';

const PAGE = 500;

/** One pass at `now`: answers how many reminders were queued. */
export async function queueReminders(db: Queryable, now: number): Promise<number> {
  const event = await runningSeason(db, 'event');
  const facts = { eventStartedAt: event?.startedAt ?? null };
  let after = 0;
  let queued = 0;
  for (;;) {
    const page = await db
      .select({ userId: users.telegramId, state: users.state, language: users.language, hours: botContacts.activeHours })
      .from(botContacts)
      .innerJoin(users, eq(users.telegramId, botContacts.userId))
      .where(
        and(
          gt(botContacts.userId, after),
          eq(botContacts.allowsMessages, true),
          eq(botContacts.remindersOn, true),
          isNull(botContacts.blockedAt),
          isNull(users.bannedAt),
          sql`(${users.state} ->> 'lastSeen')::bigint <= ${now - REMINDER_MIN_AWAY_MS}`,
          sql`not exists (select 1 from ${botMessages} where ${botMessages.kind} = 'reminder'
            and ${botMessages.userId} = ${users.telegramId} and ${botMessages.createdAt} > ${now - DAY})`,
        ),
      )
      .orderBy(asc(botContacts.userId))
      .limit(PAGE);
    const messages: NewMessage[] = [];
    for (const row of page) {
      const offset = estimatedOffsetHours(row.hours);
      if (!isDaytime(now, offset)) continue;
      const state = playerStateSchema.safeParse(row.state);
      if (!state.success) continue;
      const topic = reminderTopic(state.data, now, facts);
      if (topic === null) continue;
      const localDay = Math.floor((now + offset * HOUR) / DAY);
      const text = botTexts(row.language).reminders[topic];
      messages.push({ kind: 'reminder', userId: row.userId, chatId: String(row.userId), text, dedupeKey: String(localDay), topic });
    }
    queued += await enqueue(db, messages, now);
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE) return queued;
    after = last.userId;
  }
}

/**
 * Whether this instance walks the players now: the pass reads every reachable player who is away,
 * so one instance makes it, not every one (docs/scaling.md). A shared slot (`bot_send_slots`,
 * `reminder-pass`) is taken for half an interval: at most two passes an interval whatever the
 * number of instances, and another instance takes over when the one that made it stops.
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
    async () => ((await takeReminderTurn(db, now(), intervalMs)) ? queueReminders(db, now()) : 0),
    (queued) => {
      if (queued > 0) log.info({ queued }, 'reminders queued');
    },
    'reminder pass',
    intervalMs,
    log,
  );
}
