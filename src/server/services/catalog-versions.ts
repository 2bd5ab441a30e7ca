/**
 * The catalog's versions: the active one, drafts, publishing and rollback, shared by the operator
 * console's API and `npm run admin -- catalog`. Publishing checks the candidate (its shape, its
 * references, no producer a player owns removed) and plays the balance simulation on it: a catalog
 * that misses a target is refused with the figures that failed. Every change takes the operator's
 * Telegram id, kept as the version's author.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { CATALOG_V1 } from '#domain/catalog';
import { catalogProblems } from '#domain/catalog-check';
import type { Catalog } from '#domain/catalog-types';
import { catalogSchema, type CatalogResponse } from '#protocol/catalog-version';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { catalogVersions, users } from '../db/schema.ts';
import { judgeBalance } from './balance-verdict.ts';
import { ACTIVE_CATALOG_VERSION } from './player-statements.ts';

/** A simulation target the candidate missed: the target's name, the figure played and the limit. */
export interface FailedTarget {
  target: string;
  figure: string;
  limit: string;
}

export type PublishOutcome = { ok: true; version: number } | { ok: false; problems: string[]; failedTargets: FailedTarget[] };
export type DraftOutcome = { ok: true; version: number } | { ok: false; problems: string[] };

/** A version as listed (without its content). */
export interface CatalogVersionRow {
  version: number;
  status: 'draft' | 'published';
  createdBy: number | null;
  createdAt: number;
  publishedAt: number | null;
  publishedBy: number | null;
  active: boolean;
}

/** Stores version 1 (`CATALOG_V1`) when the database has none; safe when instances race. */
export async function ensureFirstCatalog(db: Queryable, now: number): Promise<void> {
  const inserted = await db
    .insert(catalogVersions)
    .values({ version: 1, catalog: CATALOG_V1, status: 'published', createdBy: null, createdAt: now, publishedAt: now })
    .onConflictDoNothing()
    .returning({ version: catalogVersions.version });
  // The seed names its version: the sequence must move past it for the next one.
  if (inserted.length > 0)
    await db.execute(
      sql`select setval(pg_get_serial_sequence('catalog_versions', 'version'), (select max(version) from catalog_versions))`,
    );
}

/** The active version's number (1 before the seed). */
export async function activeCatalogVersion(db: Queryable): Promise<number> {
  const result: unknown = await db.execute(sql`select ${ACTIVE_CATALOG_VERSION} as version`);
  const version = (result as { rows: { version: unknown }[] }).rows[0]?.version;
  return version === null || version === undefined ? 1 : Number(version);
}

/** The active version and its content. */
export async function activeCatalog(context: Pick<AppContext, 'db' | 'catalogs'>): Promise<CatalogResponse> {
  const version = await activeCatalogVersion(context.db);
  return { version, catalog: await context.catalogs.get(context.db, version) };
}

/** Every version, newest first, with which one is active. */
export async function listCatalogVersions(db: Queryable): Promise<CatalogVersionRow[]> {
  const active = await activeCatalogVersion(db);
  const rows = await db
    .select({
      version: catalogVersions.version,
      status: catalogVersions.status,
      createdBy: catalogVersions.createdBy,
      createdAt: catalogVersions.createdAt,
      publishedAt: catalogVersions.publishedAt,
      publishedBy: catalogVersions.publishedBy,
    })
    .from(catalogVersions)
    .orderBy(desc(catalogVersions.version));
  return rows.map((row) => ({ ...row, active: row.version === active }));
}

/** The content of `version`, or undefined when there is none. */
export async function readCatalogVersion(
  db: Queryable,
  version: number,
): Promise<{ status: 'draft' | 'published'; catalog: Catalog } | undefined> {
  const [row] = await db
    .select({ status: catalogVersions.status, catalog: catalogVersions.catalog })
    .from(catalogVersions)
    .where(eq(catalogVersions.version, version));
  return row === undefined ? undefined : { status: row.status, catalog: catalogSchema.parse(row.catalog) };
}

/** Each problem with the shape of `input`, as `path: message`. */
function shapeProblems(input: unknown): { catalog: Catalog } | { problems: string[] } {
  const parsed = catalogSchema.safeParse(input);
  if (parsed.success) return { catalog: parsed.data };
  return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'catalog'}: ${issue.message}`) };
}

/** Saves `input` as a new draft when its shape is a catalog's. */
export async function saveCatalogDraft(db: Queryable, input: unknown, operatorId: number, now: number): Promise<DraftOutcome> {
  const shaped = shapeProblems(input);
  if ('problems' in shaped) return { ok: false, problems: shaped.problems };
  const [row] = await db
    .insert(catalogVersions)
    .values({ catalog: shaped.catalog, status: 'draft', createdBy: operatorId, createdAt: now })
    .returning({ version: catalogVersions.version });
  if (row === undefined) throw new Error('insert returned no row');
  return { ok: true, version: row.version };
}

/** Producers some player owns that `catalog` no longer lists. */
async function removedOwnedProducers(db: Queryable, catalog: Catalog): Promise<string[]> {
  const ids = catalog.producers.map((def) => def.id);
  const result: unknown = await db.execute(sql`select distinct owned.producer ->> '_id' as id
    from ${users} cross join lateral jsonb_array_elements((${users.state} -> 'producers') || (${users.state} -> 'producersEvent')) as owned(producer)
    where not jsonb_exists(${JSON.stringify(ids)}::jsonb, owned.producer ->> '_id')`);
  return (result as { rows: { id: string }[] }).rows.map((row) => row.id).sort();
}

/** A simulation target as judged: a {@link FailedTarget} and whether the candidate met it. */
interface JudgedTarget extends FailedTarget {
  ok: boolean;
}

/** The problems of `catalog`, then (when there are none) every simulation target, met or not. */
async function judgeEveryTarget(db: Queryable, catalog: Catalog): Promise<{ problems: string[]; checks: JudgedTarget[] }> {
  const owned = await removedOwnedProducers(db, catalog);
  const problems = [...catalogProblems(catalog), ...owned.map((id) => `producer ${id} is owned by players and cannot be removed`)];
  // The simulation runs only on a catalog the rules can play.
  if (problems.length > 0) return { problems, checks: [] };
  const checks = (await judgeBalance(catalog)).map((check) => ({
    target: check.name,
    figure: check.figure,
    limit: check.target,
    ok: check.ok,
  }));
  return { problems: [], checks };
}

/** Every reason `catalog` may not become the active version: problems, then the simulation's missed targets. */
export async function judgeCatalog(db: Queryable, catalog: Catalog): Promise<{ problems: string[]; failedTargets: FailedTarget[] }> {
  const { problems, checks } = await judgeEveryTarget(db, catalog);
  const failedTargets = checks.filter((check) => !check.ok).map(({ target, figure, limit }) => ({ target, figure, limit }));
  return { problems, failedTargets };
}

/** The verdict publishing would give `input` (its shape first), with every target: the console's "Check". */
export async function checkCatalog(db: Queryable, input: unknown): Promise<{ problems: string[]; checks: JudgedTarget[] }> {
  const shaped = shapeProblems(input);
  if ('problems' in shaped) return { problems: shaped.problems, checks: [] };
  return judgeEveryTarget(db, shaped.catalog);
}

/** Publishes draft `version` when it passes {@link judgeCatalog}: it becomes the active version. */
export async function publishCatalogDraft(db: Queryable, version: number, operatorId: number, now: number): Promise<PublishOutcome> {
  const stored = await readCatalogVersion(db, version);
  if (stored === undefined) return { ok: false, problems: [`there is no version ${version}`], failedTargets: [] };
  if (stored.status !== 'draft') return { ok: false, problems: [`version ${version} is already published`], failedTargets: [] };
  const verdict = await judgeCatalog(db, stored.catalog);
  if (verdict.problems.length > 0 || verdict.failedTargets.length > 0) return { ok: false, ...verdict };
  const [row] = await db
    .update(catalogVersions)
    .set({ status: 'published', publishedAt: now, publishedBy: operatorId })
    .where(and(eq(catalogVersions.version, version), eq(catalogVersions.status, 'draft')))
    .returning({ version: catalogVersions.version });
  return row === undefined
    ? { ok: false, problems: [`version ${version} is already published`], failedTargets: [] }
    : { ok: true, version };
}

/** Saves `input` as a draft and publishes it (the CLI's `catalog publish <file>`). */
export async function publishCatalog(db: Queryable, input: unknown, operatorId: number, now: number): Promise<PublishOutcome> {
  const draft = await saveCatalogDraft(db, input, operatorId, now);
  if (!draft.ok) return { ...draft, failedTargets: [] };
  return publishCatalogDraft(db, draft.version, operatorId, now);
}

/**
 * Makes the content of published version `version` active again, as a new version (versions never
 * change once published, and a client notices the new number), after the same checks.
 */
export async function rollbackCatalog(db: Queryable, version: number, operatorId: number, now: number): Promise<PublishOutcome> {
  const stored = await readCatalogVersion(db, version);
  if (stored?.status !== 'published') return { ok: false, problems: [`there is no published version ${version}`], failedTargets: [] };
  return publishCatalog(db, stored.catalog, operatorId, now);
}
