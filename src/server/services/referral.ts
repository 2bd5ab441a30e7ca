/**
 * Referral credit: when a new player first logs in with `r_<telegram id>`, the referrer gets
 * 1000 tokens (3000 if the new player is premium). It runs inside the transaction that inserted
 * the new player, so it happens exactly once: a retried or concurrent first login finds the row
 * already there and credits nothing. Self-referral, unknown and banned referrers credit nothing
 * (and, credited nothing, a banned referrer is not told either).
 */
import { creditReferral } from '#domain/checkin';
import type { AppTransaction } from '../db/database.ts';
import { tokenChanges } from './ledger.ts';
import { lockPlayer, writeLockedPlayer } from './player-store.ts';
import { settlePlayer } from './settle.ts';

/** Credits the referrer; returns the referrer's id when credited, else null. */
export async function creditReferrer(
  tx: AppTransaction,
  referrerId: number | null,
  newUser: { telegramId: number; premium: boolean },
  now: number,
): Promise<number | null> {
  if (referrerId === null || referrerId === newUser.telegramId) return null;
  const referrer = await lockPlayer(tx, referrerId);
  if (referrer === undefined || referrer.user.bannedAt !== null) return null;
  // On the referrer's behalf: production settled, no contact, identity and season as stored.
  const settled = settlePlayer(referrer, { now, contact: false });
  const credited = creditReferral(settled.state, newUser.premium);
  const seasonId = settled.columns.seasonId;
  await writeLockedPlayer(tx, {
    telegramId: referrer.user.telegramId,
    columns: settled.columns,
    state: credited,
    now,
    ledger: [...settled.ledger, ...tokenChanges(settled.state, credited, 'referral').map((entry) => ({ ...entry, seasonId }))],
    ledgerKey: `referral:${newUser.telegramId}`,
  });
  return referrer.user.telegramId;
}
