/**
 * One bad row never fails a list for everyone: a row of a public list (the leaderboard, the
 * friends) that does not fit the answer's schema is left out and logged with its id and the
 * fields that failed (never their content), and the others are answered.
 */
import type { FastifyBaseLogger } from 'fastify';

interface RowSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** The rows of list `list` that fit `schema`, in order; each other one is logged as a warning. */
export function validRows<T extends { _id: string }>(rows: readonly T[], schema: RowSchema, log: FastifyBaseLogger, list: string): T[] {
  return rows.filter((row) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return true;
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join('.')))];
    log.warn({ list, row: row._id, fields }, 'a row that does not fit the answer was left out');
    return false;
  });
}
