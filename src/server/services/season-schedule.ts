/**
 * Scheduled season and event starts and ends: an operator schedules one (the console); every
 * instance checks each half minute and carries out the changes that are due, each once (the row is
 * claimed by one conditional update), through the same service functions as the command line.
 * What the scheduler carries out goes to the audit log in the name of the operator who scheduled
 * it, marked `via: 'scheduler'`.
 */
import { and, asc, desc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../console/audit.ts';
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

/**
 * When the running season or event of `kind` will end: the soonest end scheduled after it started
 * and not carried out or cancelled yet, ms; null when none is scheduled (the end is TBA).
 */
export async function scheduledEnd(db: Queryable, kind: SeasonKind, startedAt: number): Promise<number | null> {
  const [row] = await db
    .select({ at: seasonSchedule.at })
    .from(seasonSchedule)
    .where(
      and(
        eq(seasonSchedule.kind, kind),
        eq(seasonSchedule.change, 'end'),
        isNull(seasonSchedule.doneAt),
        gte(seasonSchedule.at, startedAt),
      ),
    )
    .orderBy(asc(seasonSchedule.at))
    .limit(1);
  return row?.at ?? null;
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
    await audit(
      db,
      {
        operatorId: entry.operatorId,
        action: `${entry.kind}-${entry.change}`,
        target: change.ok ? String(change.value.id) : undefined,
        detail: { via: 'scheduler', schedule: entry.id, outcome },
      },
      now,
    );
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
