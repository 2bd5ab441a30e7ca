/** Stores client error reports, cut to size, and keeps the table bounded. */
import { desc, lte, sql } from 'drizzle-orm';
import { CLIENT_ERROR_LIMITS, type ClientErrorBody } from '#protocol/client-errors';
import type { Queryable } from '../db/database.ts';
import { clientErrors } from '../db/schema.ts';

/** Rows kept; older reports are dropped as new ones arrive. */
export const CLIENT_ERRORS_KEPT = 10_000;

function cut(value: string | undefined, limit: number): string | null {
  if (value === undefined) return null;
  return value.length > limit ? `${value.slice(0, limit)}…` : value;
}

function boundedContext(context: unknown): unknown {
  if (context === undefined) return null;
  const text = JSON.stringify(context);
  if (text.length <= CLIENT_ERROR_LIMITS.context) return context;
  return { truncated: true, preview: text.slice(0, CLIENT_ERROR_LIMITS.context) };
}

export async function storeClientError(db: Queryable, report: ClientErrorBody, from: { userId: number | null; address: string; now: number }): Promise<void> {
  const [row] = await db
    .insert(clientErrors)
    .values({
      userId: from.userId,
      address: from.address,
      message: cut(report.message, CLIENT_ERROR_LIMITS.message) ?? '',
      stack: cut(report.stack, CLIENT_ERROR_LIMITS.stack),
      endpoint: cut(report.endpoint, CLIENT_ERROR_LIMITS.endpoint),
      context: boundedContext(report.context),
      clientTimestamp: report.timestamp === undefined ? null : String(report.timestamp),
      createdAt: from.now,
    })
    .returning({ id: clientErrors.id });
  // Prune once per hundred reports: ids are sequential, so this runs about every 100 inserts.
  if (row !== undefined && row.id % 100 === 0) await pruneClientErrors(db, CLIENT_ERRORS_KEPT);
}

/** Deletes all but the newest `keep` reports. */
export async function pruneClientErrors(db: Queryable, keep: number): Promise<void> {
  const [cutoff] = await db.select({ id: clientErrors.id }).from(clientErrors).orderBy(desc(clientErrors.id)).offset(keep).limit(1);
  if (cutoff !== undefined) await db.delete(clientErrors).where(lte(clientErrors.id, cutoff.id));
}

export async function countClientErrors(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(clientErrors);
  return row?.count ?? 0;
}
