/**
 * The player's actions: applied to the view at once (optimistic), queued with a fresh idempotency
 * key in the same transaction as the new view, and settled by the server's answer later.
 */
import type { Action, ActionResult } from '#domain/actions';
import type { Reason } from '#domain/result';
import { applyWhenDue } from '#domain/actions';
import type { GameUser } from '#protocol/game-user';
import type { DataContext } from '../context.ts';
import { guarded } from '../storage/db-guard.ts';
import type { OutboxEntry, SeasonType, SnapshotRow } from '../storage/db-rows.ts';
import { optimisticContext } from './apply.ts';
import { replayPending } from './replay.ts';

/** Refusals of the client itself, besides the rules' reasons. */
export type ActRefusal = Reason | 'NO_SNAPSHOT' | 'STORAGE_ERROR';

export type ActOutcome = { ok: true; value: { key: string; result: ActionResult } } | { ok: false; reason: ActRefusal };

/** Pending entries of a season type, in the order they are flushed. */
export async function pendingEntries(context: DataContext, seasonType: SeasonType): Promise<OutboxEntry[]> {
  const all = await context.db.outbox.orderBy('seq').toArray();
  return all.filter((entry) => entry.seasonType === seasonType);
}

/** Applies `action` to the view and queues it (see the file comment). Never throws. */
export async function enqueueAction(context: DataContext, action: Action, seasonType: SeasonType): Promise<ActOutcome> {
  const { db } = context;
  const now = Math.floor(context.clock.now());
  const key = context.deps.newKey();
  try {
    return await guarded(context, 'act', () =>
      db.transaction('rw', [db.snapshots, db.outbox], async (): Promise<ActOutcome> => {
        const row = await db.snapshots.get(seasonType);
        if (row === undefined) return { ok: false, reason: 'NO_SNAPSHOT' };
        // The rules the server applies, at the moment the server will honour (see replay.ts).
        const applied = applyWhenDue(row.view, action, optimisticContext(now, key), now).outcome;
        if (!applied.ok) return { ok: false, reason: applied.reason };
        await db.outbox.add({ key, seasonType, action, at: now, attempts: 0, malformed: 0, nextAttemptAt: 0 });
        const view = applied.value.state;
        await db.snapshots.put({ ...row, view, viewAt: now });
        return { ok: true, value: { key, result: applied.value.result } };
      }),
    );
  } catch {
    // Nothing was written (one transaction): the action did not happen, and the player is told.
    return { ok: false, reason: 'STORAGE_ERROR' };
  }
}

/** Rebuilds a snapshot row's view from its confirmed state and the pending entries. */
export function rebuildRow(row: SnapshotRow, pending: readonly OutboxEntry[], now: number): SnapshotRow {
  const replayed = replayPending(row.confirmed, row.confirmedAt, pending, now);
  return { ...row, view: replayed.view, viewAt: replayed.viewAt };
}

/**
 * Settles the first entry: removes it, takes the server's snapshot when it is not older than the
 * confirmed one (a duplicate's stored answer may be), and rebuilds the view, in one transaction.
 */
export async function settleEntry(
  context: DataContext,
  entry: OutboxEntry,
  answer: { updatedUser: GameUser; serverNow: number } | undefined,
): Promise<void> {
  const { db } = context;
  await guarded(context, 'settle', () =>
    db.transaction('rw', [db.snapshots, db.outbox], async () => {
      if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
      const row = await db.snapshots.get(entry.seasonType);
      if (row === undefined) return;
      const newer = answer !== undefined && answer.serverNow >= row.confirmedAt;
      const base: SnapshotRow = newer ? { ...row, confirmed: answer.updatedUser, confirmedAt: answer.serverNow } : row;
      await db.snapshots.put(rebuildRow(base, await pendingEntries(context, entry.seasonType), context.clock.now()));
    }),
  );
}
