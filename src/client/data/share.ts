/** Sharing the invite through Telegram: the message the bot prepared for the player. */
import type { DataClient } from './client.ts';
import { loadNetwork } from './network-loader.ts';

/** The prepared invite's id, or null when the server could not make one (no bot, Telegram refused, offline). */
export async function preparedInvite(client: DataClient | undefined): Promise<string | null> {
  if (client === undefined) return null;
  try {
    const network = await loadNetwork();
    return await network.requestPreparedInvite(client.context);
  } catch {
    return null;
  }
}
