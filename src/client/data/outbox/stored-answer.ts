/**
 * The engine's stored answer to an action already sent: the same idempotency key and body make
 * the server replay what it answered, so this request never applies anything. In the network
 * chunk (see sync/network.ts).
 */
import type { Action, ActionResult } from '#domain/actions';
import { actionBody, enginePath, engineResponseSchema } from '#protocol/engine';
import { HEADERS } from '#protocol/headers';
import type { DataContext } from '../context.ts';
import type { SeasonType } from '../storage/db-rows.ts';
import { requestJson } from '../transport/request.ts';
import { RequestError } from '../transport/request-error.ts';

/** The server's report, its refusal, or `PENDING` while the action is still waiting to be sent. */
export type ServerResult = { ok: true; result: ActionResult } | { ok: false; reason: string };

/**
 * Asks the engine again for the answer it stored under `key`; never throws.
 * @lazy used through the module network.ts loads on demand
 */
export async function storedAnswer(context: DataContext, key: string, action: Action, seasonType: SeasonType): Promise<ServerResult> {
  try {
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
  }
}
