/** Stores client error reports, cut to size and made storable, and keeps the table bounded. */
import { desc, lte, sql } from 'drizzle-orm';
import { CLIENT_ERROR_LIMITS, type ClientErrorBody } from '#protocol/client-errors';
import type { Queryable } from '../db/database.ts';
import { clientErrors } from '../db/schema.ts';
import { storable } from '../text.ts';

/** Rows kept; older reports are dropped as new ones arrive. */
export const CLIENT_ERRORS_KEPT = 10_000;

/** Levels of the context kept; deeper values are replaced by a marker. */
export const CONTEXT_DEPTH = 16;

function cut(value: string | undefined, limit: number): string | null {
  if (value === undefined) return null;
  return storable(value.length > limit ? `${value.slice(0, limit)}…` : value);
}

/**
 * The context as it can be stored: strings (and keys) storable, at most CONTEXT_DEPTH levels deep
 * (a report may nest thousands of levels within its size limit; serializing that overflows the stack).
 */
function storableValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storable(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= CONTEXT_DEPTH) return `[nested deeper than ${CONTEXT_DEPTH} levels]`;
  if (Array.isArray(value)) return value.map((item) => storableValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storableValue(item, depth + 1)]));
}

function boundedContext(context: unknown): unknown {
  if (context === undefined) return null;
  const value = storableValue(context, 0);
  const text = JSON.stringify(value);
  if (text.length <= CLIENT_ERROR_LIMITS.context) return value;
  return { truncated: true, preview: storable(text.slice(0, CLIENT_ERROR_LIMITS.context)) };
}

export async function storeClientError(
  db: Queryable,
  report: ClientErrorBody,
  from: { userId: number | null; address: string; now: number },
): Promise<void> {
  const [row] = await db
    .insert(clientErrors)
    .values({
      userId: from.userId,
      address: from.address,
      message: cut(report.message, CLIENT_ERROR_LIMITS.message) ?? '',
      stack: cut(report.stack, CLIENT_ERROR_LIMITS.stack),
      endpoint: cut(report.endpoint, CLIENT_ERROR_LIMITS.endpoint),
      context: boundedContext(report.context),
      clientTimestamp: report.timestamp === undefined ? null : storable(String(report.timestamp)),
      createdAt: from.now,
    })
    .returning({ id: clientErrors.id });
  // Prune once per hundred reports: ids are sequential, so this runs about every 100 inserts.
  if (row !== undefined && row.id % 100 === 0) await pruneClientErrors(db, CLIENT_ERRORS_KEPT);
}

/** Deletes all but the newest `keep` reports; answers how many went. */
export async function pruneClientErrors(db: Queryable, keep: number): Promise<number> {
  const [cutoff] = await db.select({ id: clientErrors.id }).from(clientErrors).orderBy(desc(clientErrors.id)).offset(keep).limit(1);
  if (cutoff === undefined) return 0;
  const removed = await db.delete(clientErrors).where(lte(clientErrors.id, cutoff.id)).returning({ id: clientErrors.id });
  return removed.length;
}

export async function countClientErrors(db: Queryable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(clientErrors);
  return row?.count ?? 0;
}
