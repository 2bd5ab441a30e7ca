/**
 * Each bot update is handled once: before handling, the update's id is inserted (insert on
 * conflict do nothing); only the request that inserted it goes on. Telegram delivers an update
 * again when it thinks the answer was lost, possibly to another instance: that one finds the id
 * and answers without handling it. The maintenance pass forgets ids after a day, by which time
 * Telegram has long given up redelivering (it keeps an update at most 24 hours).
 */
import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { botUpdates } from '../db/schema.ts';
import { deleteInBatches } from './batched-delete.ts';

/** True when this call took the update (handle it); false when it was taken before. */
export async function takeUpdate(db: Queryable, updateId: number, now: number): Promise<boolean> {
  const taken = await db
    .insert(botUpdates)
    .values({ updateId, receivedAt: now })
    .onConflictDoNothing()
    .returning({ updateId: botUpdates.updateId });
  return taken.length === 1;
}

/** Forgets that the update was taken, so its next delivery is handled (its handling failed). */
export async function releaseUpdate(db: Queryable, updateId: number): Promise<void> {
  await db.delete(botUpdates).where(eq(botUpdates.updateId, updateId));
}

/** Forgets the updates received before `before`; answers how many. */
export async function pruneBotUpdates(db: Queryable, before: number): Promise<number> {
  return deleteInBatches(db, botUpdates, lt(botUpdates.receivedAt, before));
}
