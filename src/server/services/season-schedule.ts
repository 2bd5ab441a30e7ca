/**
 * Scheduled season and event starts and ends: an operator schedules one (the console); every
 * instance checks each half minute and carries out the changes that are due, each once (the row is
 * claimed by one conditional update), through the same service functions as the command line.
 */
import { and, asc, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { seasonSchedule } from '../db/schema.ts';
import { endSeason, startSeason, type SeasonKind } from './seasons.ts';

export type ScheduledRow = typeof seasonSchedule.$inferSelect;
export const SCHEDULE_CHECK_MS = 30_000;

export interface NewSchedule {
  kind: SeasonKind;
  change: 'start' | 'end';
  name?: string | undefined;
  at: number;
  operatorId: number;
}

export async function scheduleChange(db: Queryable, entry: NewSchedule, now: number): Promise<ScheduledRow> {
  const [row] = await db
    .insert(seasonSchedule)
    .values({ ...entry, name: entry.name ?? null, createdAt: now })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** Cancels a change not carried out yet; false when there is none such. */
export async function cancelScheduled(db: Queryable, id: number, now: number): Promise<boolean> {
  const rows = await db
    .update(seasonSchedule)
    .set({ doneAt: now, outcome: 'cancelled' })
    .where(and(eq(seasonSchedule.id, id), isNull(seasonSchedule.doneAt)))
    .returning({ id: seasonSchedule.id });
  return rows.length === 1;
}

/** Pending changes first (soonest first), then the latest done ones. */
export async function listScheduled(db: Queryable): Promise<ScheduledRow[]> {
  const [pending, done] = await Promise.all([
    db.select().from(seasonSchedule).where(isNull(seasonSchedule.doneAt)).orderBy(asc(seasonSchedule.at)),
    db.select().from(seasonSchedule).where(isNotNull(seasonSchedule.doneAt)).orderBy(desc(seasonSchedule.doneAt)).limit(20),
  ]);
  return [...pending, ...done];
}

/** Carries out every change due at `now`, in order; answers what was done. */
export async function runDueChanges(db: Queryable, now: number): Promise<ScheduledRow[]> {
  const due = await db
    .select()
    .from(seasonSchedule)
    .where(and(isNull(seasonSchedule.doneAt), lte(seasonSchedule.at, now)))
    .orderBy(asc(seasonSchedule.at), asc(seasonSchedule.id));
  const done: ScheduledRow[] = [];
  for (const entry of due) {
    // Claimed first: another instance checking at the same time skips it.
    const [claimed] = await db
      .update(seasonSchedule)
      .set({ doneAt: now, outcome: 'running' })
      .where(and(eq(seasonSchedule.id, entry.id), isNull(seasonSchedule.doneAt)))
      .returning();
    if (claimed === undefined) continue;
    const change =
      entry.change === 'start' ? await startSeason(db, entry.kind, entry.name ?? undefined, now) : await endSeason(db, entry.kind, now);
    const outcome = change.ok ? 'done' : change.message;
    await db.update(seasonSchedule).set({ outcome }).where(eq(seasonSchedule.id, entry.id));
    done.push({ ...claimed, outcome });
  }
  return done;
}

/** Checks for due changes now and every SCHEDULE_CHECK_MS; the answer stops it. */
export function startScheduleChecks(db: Queryable, now: () => number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const check = () => {
    running = runDueChanges(db, now()).then(
      (done) => {
        for (const entry of done) log.info({ scheduled: entry }, 'scheduled season change carried out');
      },
      (error: unknown) => {
        log.warn({ err: error }, 'scheduled season changes failed (tried again at the next check)');
      },
    );
  };
  check();
  const timer = setInterval(check, SCHEDULE_CHECK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
