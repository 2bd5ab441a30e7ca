/** The console's view of the bot's message queue: rows per kind and status, and the newest problems with why. */
import { desc, inArray, sql } from 'drizzle-orm';
import type { ConsoleMessages } from '#protocol/console-messages';
import type { Queryable } from '../db/database.ts';
import { botMessages } from '../db/schema.ts';

const PROBLEMS_SHOWN = 50;

export async function messageQueueView(db: Queryable): Promise<ConsoleMessages> {
  const counts = await db
    .select({ kind: botMessages.kind, status: botMessages.status, count: sql<number>`count(*)::int` })
    .from(botMessages)
    .groupBy(botMessages.kind, botMessages.status)
    .orderBy(botMessages.kind, botMessages.status);
  const problems = await db
    .select({
      id: botMessages.id,
      kind: botMessages.kind,
      status: botMessages.status,
      userId: botMessages.userId,
      error: botMessages.error,
      attempts: botMessages.attempts,
      createdAt: botMessages.createdAt,
    })
    .from(botMessages)
    .where(inArray(botMessages.status, ['failed', 'skipped']))
    .orderBy(desc(botMessages.id))
    .limit(PROBLEMS_SHOWN);
  return { counts, problems };
}
