/**
 * The server's own report of an action the outbox sent. A spin and a card turn are drawn on the
 * server with a cryptographic random source, so the optimistic report's draw (seeded by the
 * idempotency key) is not the real one: the wheel must stop on the server's slot and the card must
 * show the server's reward.
 *
 * The flush announces every settled entry (`action-confirmed` with the server's result, or
 * `action-refused`). When the entry was settled before anyone listened, the engine is asked again
 * with the same idempotency key and body: the server stores every answer under its key and replays
 * it, so that request never applies anything.
 */
import type { Action, ActionResult } from '#domain/actions';
import { dataClient, type DataClient } from '../client.ts';
import type { ServerResult } from '../outbox/stored-answer.ts';
import type { SeasonType } from '../storage/db-rows.ts';
import { loadNetwork } from '../sync/network.ts';

export type { ServerResult };

/** How long to wait for the outbox to send the action before giving `PENDING`, ms. */
export const SERVER_RESULT_TIMEOUT_MS = 15_000;

/** The stored answer (network chunk); a chunk that cannot load is a failure like any other. */
async function storedAnswer(client: DataClient, key: string, action: Action, seasonType: SeasonType): Promise<ServerResult> {
  try {
    return await (await loadNetwork()).storedAnswer(client.context, key, action, seasonType);
  } catch {
    return { ok: false, reason: 'FAILED' };
  }
}

/**
 * Resolves with the server's report of the action queued under `key` (see the file comment).
 * Never throws: a refusal or a failure comes back as `{ ok: false, reason }`.
 */
export async function serverResult(
  key: string,
  action: Action,
  seasonType: SeasonType,
  timeoutMs = SERVER_RESULT_TIMEOUT_MS,
  client: DataClient = dataClient(),
): Promise<ServerResult> {
  let settle: (result: ServerResult) => void = () => undefined;
  const settled = new Promise<ServerResult>((resolve) => {
    settle = resolve;
  });
  const onConfirmed = (event: { key: string; result: ActionResult }) => {
    if (event.key === key) settle({ ok: true, result: event.result });
  };
  const onRefused = (event: { key: string; reason: string }) => {
    if (event.key === key) settle({ ok: false, reason: event.reason });
  };
  client.events.on('action-confirmed', onConfirmed);
  client.events.on('action-refused', onRefused);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const queued = (await client.context.db.outbox.where('key').equals(key).count()) > 0;
    if (!queued) {
      // Settled already: take the event if it came while we looked, else the server's stored answer.
      return await Promise.race([settled, new Promise<undefined>((resolve) => setTimeout(resolve, 0))]) ?? (await storedAnswer(client, key, action, seasonType));
    }
    void client.flush();
    const timedOut = new Promise<ServerResult>((resolve) => {
      timer = setTimeout(() => { resolve({ ok: false, reason: 'PENDING' }); }, timeoutMs);
    });
    return await Promise.race([settled, timedOut]);
  } finally {
    clearTimeout(timer);
    client.events.off('action-confirmed', onConfirmed);
    client.events.off('action-refused', onRefused);
  }
}
