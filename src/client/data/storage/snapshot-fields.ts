/**
 * Snapshots stored before the player's state gained a field: the same defaults the protocol's
 * schema gives a server answer that lacks it (a missed-day record, the daily challenge, prestige),
 * so a cached farm renders before its first sync.
 */
import type { Transaction } from 'dexie';
import { gameUserSchema } from '#protocol/game-user';
import { playerStateSchema } from '#protocol/player-state';
import type { SnapshotRow } from './db-rows.ts';

/** `value` with the schema's defaults filled in; as it was when it does not parse (the next sync replaces it). */
function filled<T>(schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }, value: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? (parsed.data as T) : value;
}

/** Version 5's upgrade: every stored snapshot's confirmed state and view get the fields added since. */
export async function upgradeSnapshotFields(transaction: Transaction): Promise<void> {
  await transaction
    .table<SnapshotRow>('snapshots')
    .toCollection()
    .modify((row) => {
      row.confirmed = filled(gameUserSchema, row.confirmed);
      row.view = filled(playerStateSchema, row.view);
    });
}
