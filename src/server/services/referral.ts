/**
 * Referral credit: when a new player first logs in with `r_<telegram id>`, the referrer gets
 * 1000 tokens (3000 if the new player is premium). It runs inside the transaction that inserted
 * the new player, so it happens exactly once: a retried or concurrent first login finds the row
 * already there and credits nothing. Self-referral and unknown referrers credit nothing.
 */
import { advance } from '#domain/advance';
import { creditReferral } from '#domain/checkin';
import type { AppTransaction } from '../db/database.ts';
import { appendLedger, tokenChanges } from './ledger.ts';
import { lockUser, saveUser } from './users.ts';

/** Credits the referrer; returns the referrer's id when credited, else null. */
export async function creditReferrer(
  tx: AppTransaction,
  referrerId: number | null,
  newUser: { telegramId: number; premium: boolean },
  now: number,
): Promise<number | null> {
  if (referrerId === null || referrerId === newUser.telegramId) return null;
  const referrer = await lockUser(tx, referrerId);
  if (referrer === undefined) return null;
  const settled = advance(referrer.state, now);
  const credited = creditReferral(settled, newUser.premium);
  await saveUser(tx, referrer.telegramId, credited, now);
  await appendLedger(tx, [...tokenChanges(referrer.state, settled, 'production'), ...tokenChanges(settled, credited, 'referral')], {
    userId: referrer.telegramId,
    idempotencyKey: `referral:${newUser.telegramId}`,
    seasonId: referrer.seasonId,
    now,
  });
  return referrer.telegramId;
}
