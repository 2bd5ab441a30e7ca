/**
 * The TON wallet the player connected, kept in Dexie's meta table and sent in the `user-wallet`
 * header of every game-user request. The server reads the header as an instruction (absent: keep
 * what it stored; empty: unlink; an address: link), so a disconnect is kept as '' rather than
 * deleted: the next game-user, even one sent after a reload or offline spell, tells the server to
 * unlink. A device that never connected a wallet sends no header and leaves the server's alone.
 */
import type { GameDatabase } from './db.ts';

/** Stores the connected address (null: the player disconnected). */
export async function storeWallet(db: GameDatabase, address: string | null): Promise<void> {
  await db.meta.put({ key: 'wallet', value: address ?? '' });
}

/** The `user-wallet` header to send: the address, '' to unlink, or undefined (no header). */
export async function readWalletHeader(db: GameDatabase): Promise<string | undefined> {
  const row = await db.meta.get('wallet');
  return typeof row?.value === 'string' ? row.value : undefined;
}
