/**
 * The player's TON wallet, linked by the `user-wallet` header of game-user. The header is read as
 * an instruction: absent, the stored wallet stays (an older client, or a device that never
 * connected one); empty, the wallet is unlinked (the player disconnected); an address, it is linked.
 * Wallets and TON Connect print one account in several spellings (raw `0:…`, bounceable `EQ…`,
 * non-bounceable `UQ…`), so it is parsed and stored in one: non-bounceable, URL-safe, mainnet.
 */
import { Address } from '@ton/core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { invalidInput } from '../http-error.ts';

/** What the header asks: keep what is stored (undefined), unlink (null), or link this canonical address. */
export type WalletChange = string | null | undefined;

/** The canonical form of a TON address, or undefined when `text` is not one (checksum included). */
function canonicalWallet(text: string): string | undefined {
  try {
    // Address.parse checks the user-friendly form's checksum and the raw form's shape.
    return Address.parse(text).toString({ bounceable: false, urlSafe: true, testOnly: false });
  } catch {
    return undefined;
  }
}

/** The change the header asks for; a malformed address is a 400 before anything is read or written. */
export function walletChange(header: string | undefined): WalletChange {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (text === '') return null;
  const canonical = canonicalWallet(text);
  if (canonical === undefined) throw invalidInput('headers.user-wallet', 'not a TON address (raw 0:<64 hex> or user-friendly EQ…/UQ…)');
  return canonical;
}

/** Stores the player's wallet (null unlinks). Not part of the state: no lock, no version check needed. */
export async function saveWallet(db: Queryable, telegramId: number, wallet: string | null, now: number): Promise<void> {
  await db.update(users).set({ wallet, updatedAt: now }).where(eq(users.telegramId, telegramId));
}
