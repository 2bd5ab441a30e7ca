/**
 * The server's own report of an action the outbox sent. A spin and a card turn are drawn on the
 * server with a cryptographic random source, so the optimistic report's draw (seeded by the
 * idempotency key) is not the real one: the wheel must stop on the server's slot and the card must
 * show the server's reward.
 *
 * It waits until the outbox no longer holds the action, then asks the engine again with the same
 * idempotency key and body: the server stores every answer (applied or refused) under its key and
 * replays it, so this second request never applies anything. It costs one request per draw; a
 * confirmation event carrying the result from the flush would make it unnecessary.
 */
import type { Action, ActionResult } from '#domain/actions';
import { actionBody, enginePath, engineResponseSchema } from '#protocol/engine';
import { HEADERS } from '#protocol/headers';
import { dataClient } from './client.ts';
import type { SeasonType } from './db-rows.ts';
import { requestJson } from './request.ts';
import { RequestError } from './request-error.ts';

/** The server's report, its refusal, or `PENDING` while the action is still waiting to be sent. */
export type ServerResult = { ok: true; result: ActionResult } | { ok: false; reason: string };

/** How long to wait for the outbox to send the action before giving `PENDING`, ms. */
export const SERVER_RESULT_TIMEOUT_MS = 15_000;
const POLL_MS = 150;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves with the server's report of the action queued under `key` (see the file comment).
 * Never throws: a refusal or a failure comes back as `{ ok: false, reason }`.
 */
export async function serverResult(key: string, action: Action, seasonType: SeasonType, timeoutMs = SERVER_RESULT_TIMEOUT_MS): Promise<ServerResult> {
  const client = dataClient();
  const { context } = client;
  let refused: string | undefined;
  const onRefused = (event: { key: string; reason: string }) => {
    if (event.key === key) refused = event.reason;
  };
  client.events.on('action-refused', onRefused);
  try {
    const deadline = Date.now() + timeoutMs;
    void client.flush();
    while ((await context.db.outbox.where('key').equals(key).count()) > 0) {
      if (Date.now() > deadline) return { ok: false, reason: 'PENDING' };
      await sleep(POLL_MS);
    }
    // The refusal event follows the entry's removal in the same flush step.
    await sleep(0);
    if (refused !== undefined) return { ok: false, reason: refused };
    const answer = await requestJson(context, {
      method: 'POST',
      path: enginePath(action.type),
      body: actionBody(action),
      headers: { [HEADERS.idempotencyKey]: key, [HEADERS.seasonType]: seasonType },
      schema: engineResponseSchema,
      mode: 'throw',
    });
    return { ok: true, result: answer.result as ActionResult };
  } catch (error) {
    return { ok: false, reason: error instanceof RequestError ? (error.reason ?? error.kind.toUpperCase()) : 'FAILED' };
  } finally {
    client.events.off('action-refused', onRefused);
  }
}
