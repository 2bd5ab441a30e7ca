/**
 * A player's rank without counting every player ahead (docs/scaling.md): the players ahead are
 * counted exactly up to EXACT_RANK_LIMIT, which the board's index serves in a bounded scan; past
 * that, the rank is PostgreSQL's estimate of how many rows the same query finds, from the
 * statistics ANALYZE keeps (a histogram of the column in 1,000 buckets, migration 0018: within a
 * bucket, a tenth of a percent of the players), never less than the limit. Counting every player
 * ahead took 220-320 ms at a million players.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';

/** Ranks up to this many players ahead are exact. */
export const EXACT_RANK_LIMIT = 1000;

interface PlanNode {
  Plan?: { 'Plan Rows'?: number };
}

/** The planner's estimate of the rows `query` answers. */
async function estimatedRows(db: Queryable, query: SQL): Promise<number> {
  const result: unknown = await db.execute(sql`explain (format json) ${query}`);
  const [row] = (result as { rows: Record<string, unknown>[] }).rows;
  const raw = row?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanNode[] | undefined;
  return plan?.[0]?.Plan?.['Plan Rows'] ?? 0;
}

/** 1 + the rows of `ahead` (a `select 1 from ... where ...`): exact up to `limit` of them, else estimated. */
export async function rankAmong(db: Queryable, ahead: SQL, limit = EXACT_RANK_LIMIT): Promise<number> {
  const result: unknown = await db.execute(sql`select count(*)::int as ahead from (${ahead} limit ${limit}) as counted`);
  const counted = Number((result as { rows: { ahead: unknown }[] }).rows[0]?.ahead ?? 0);
  if (counted < limit) return counted + 1;
  return Math.max(limit, Math.round(await estimatedRows(db, ahead))) + 1;
}
