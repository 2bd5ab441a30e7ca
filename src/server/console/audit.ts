/** The audit log: every change an operator makes, and every sign-in, with who and when. */
import { desc } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  operatorId: number;
  action: string;
  target?: string;
  detail?: unknown;
}

export async function audit(db: Queryable, entry: AuditEntry, now: number): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
    createdAt: now,
  });
}

/** The newest entries first. */
export async function recentAudit(db: Queryable, limit: number): Promise<(typeof auditLog.$inferSelect)[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
