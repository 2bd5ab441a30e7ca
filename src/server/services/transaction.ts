/** Transactions that are run again when PostgreSQL reports a serialization failure or deadlock. */
import type { AppDatabase, AppTransaction } from '../db/database.ts';
import { isRetryableConflict } from '../db/failures.ts';

const ATTEMPTS = 4;

/** Runs `work` in a transaction, again (up to ATTEMPTS in all) on a conflict or when `retryAlso` says so. */
export async function inTransaction<T>(
  db: AppDatabase,
  work: (tx: AppTransaction) => Promise<T>,
  retryAlso: (error: unknown) => boolean = () => false,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !(isRetryableConflict(error) || retryAlso(error))) throw error;
    }
  }
}
