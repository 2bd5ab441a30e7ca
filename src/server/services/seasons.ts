/**
 * Seasons and events: at most one main season and one event run at a time. Operators start and end
 * them with `npm run admin`; a fresh database starts with season 1 running.
 */
import { and, asc, desc, eq, isNull, max } from 'drizzle-orm';
import type { Database, Queryable } from '../db/database.ts';
import { seasons } from '../db/schema.ts';
import { ensureFirstCatalog } from './catalog-versions.ts';

export type SeasonKind = 'main' | 'event';
export type SeasonRow = typeof seasons.$inferSelect;

export type SeasonChange = { ok: true; value: SeasonRow } | { ok: false; reason: 'ALREADY_RUNNING' | 'NOT_RUNNING'; message: string };

/** Migrates, then makes sure a fresh database has season 1 running and version 1 of the catalog. */
export async function prepareDatabase(database: Database, now: number): Promise<void> {
  await database.migrate();
  await ensureFirstSeason(database.db, now);
  await ensureFirstCatalog(database.db, now);
}

/** Starts season 1 when no main season was ever started; safe when instances race (unique index). */
export async function ensureFirstSeason(db: Queryable, now: number): Promise<void> {
  const [existing] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.kind, 'main')).limit(1);
  if (existing !== undefined) return;
  await db.insert(seasons).values({ kind: 'main', number: 1, name: 'Season 1', startedAt: now }).onConflictDoNothing();
}

/** The running season or event of `kind`, if any. */
export async function runningSeason(db: Queryable, kind: SeasonKind): Promise<SeasonRow | undefined> {
  const [row] = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.kind, kind), isNull(seasons.endedAt)))
    .limit(1);
  return row;
}

/** Starts the next season or event of `kind`; refused while one is running. */
export async function startSeason(db: Queryable, kind: SeasonKind, name: string | undefined, now: number): Promise<SeasonChange> {
  const running = await runningSeason(db, kind);
  if (running !== undefined)
    return {
      ok: false,
      reason: 'ALREADY_RUNNING',
      message: `${label(kind)} ${running.number} (${running.name}) is still running; end it first`,
    };
  const [last] = await db
    .select({ number: max(seasons.number) })
    .from(seasons)
    .where(eq(seasons.kind, kind));
  const number = (last?.number ?? 0) + 1;
  const [row] = await db
    .insert(seasons)
    .values({ kind, number, name: name ?? `${label(kind)} ${number}`, startedAt: now })
    .returning();
  if (row === undefined) throw new Error('insert returned no row');
  return { ok: true, value: row };
}

/** Ends the running season or event of `kind`. */
export async function endSeason(db: Queryable, kind: SeasonKind, now: number): Promise<SeasonChange> {
  const [row] = await db
    .update(seasons)
    .set({ endedAt: now })
    .where(and(eq(seasons.kind, kind), isNull(seasons.endedAt)))
    .returning();
  return row === undefined
    ? { ok: false, reason: 'NOT_RUNNING', message: `No ${label(kind).toLowerCase()} is running` }
    : { ok: true, value: row };
}

export async function listSeasons(db: Queryable, kind: SeasonKind | undefined): Promise<SeasonRow[]> {
  const query = db.select().from(seasons);
  return kind === undefined
    ? query.orderBy(asc(seasons.kind), desc(seasons.number))
    : query.where(eq(seasons.kind, kind)).orderBy(desc(seasons.number));
}

function label(kind: SeasonKind): string {
  return kind === 'main' ? 'Season' : 'Event';
}

/** The running main season and event, in one query. */
export async function runningSeasons(db: Queryable): Promise<{ main: SeasonRow | undefined; event: SeasonRow | undefined }> {
  const rows = await db.select().from(seasons).where(isNull(seasons.endedAt));
  return { main: rows.find((row) => row.kind === 'main'), event: rows.find((row) => row.kind === 'event') };
}

/** The season or event of `kind` with the highest number, running or not. */
export async function latestSeason(db: Queryable, kind: SeasonKind): Promise<SeasonRow | undefined> {
  const [row] = await db.select().from(seasons).where(eq(seasons.kind, kind)).orderBy(desc(seasons.number)).limit(1);
  return row;
}
