/**
 * The server's own report of an action the player made. A spin and a card turn are drawn on the
 * server with a cryptographic random source, and the game store leaves them undrawn in the view
 * until the answer (store/action-context.ts): the wheel stops on the server's slot and the card
 * shows the server's reward, once.
 *
 * The answer comes from the game store, which hands out what the outbox's flush received under
 * the key; nothing here posts anything. A key the store does not know (answered before a reload
 * and already shown, say) is `UNKNOWN`, and the client syncs the state again rather than ask.
 */
import type { Action } from '#domain/actions';
import type { DataClient } from '../client.ts';
import type { ServerResult } from '../store/answers.ts';
import type { SeasonType } from '../storage/db-rows.ts';

export type { ServerResult };

/** How long to wait for the outbox to send the action before giving `PENDING`, ms. */
export const SERVER_RESULT_TIMEOUT_MS = 15_000;

/**
 * Resolves with the server's report of the action stored under `key` (see the file comment).
 * Never throws: a refusal, or a wait longer than `timeoutMs`, comes back as `{ ok: false, reason }`.
 */
export async function serverResult(
  client: DataClient,
  key: string,
  _action: Action,
  seasonType: SeasonType,
  timeoutMs = SERVER_RESULT_TIMEOUT_MS,
): Promise<ServerResult> {
  const waiting = client.context.games.of(seasonType).result(key, timeoutMs);
  void client.flush();
  const result = await waiting;
  // A failed sync is retried by the sync's own triggers; nothing here may reject unhandled.
  if (!result.ok && result.reason === 'UNKNOWN') void client.sync().catch(() => false);
  return result;
}
