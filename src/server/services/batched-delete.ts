/**
 * Deleting what a table no longer needs without a long transaction: BATCH rows a statement, each
 * statement its own short transaction, rows another instance's pass is deleting at that moment
 * skipped (`skip locked`), so instances running the same pass share the work instead of waiting on
 * each other (docs/scaling.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database.ts';

/** Rows deleted a statement. */
export const DELETE_BATCH = 5000;

/** Deletes the rows of `table` where `where` holds; answers how many. */
export async function deleteInBatches(db: Queryable, table: PgTable, where: SQL, batch = DELETE_BATCH): Promise<number> {
  let removed = 0;
  for (;;) {
    const result: unknown = await db.execute(sql`delete from ${table} where ctid = any(array(
      select ctid from ${table} where ${where} limit ${batch} for update skip locked
    )) returning 1 as gone`);
    const count = (result as { rows: unknown[] }).rows.length;
    removed += count;
    if (count < batch) return removed;
  }
}
