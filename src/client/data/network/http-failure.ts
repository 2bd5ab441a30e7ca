/**
 * Turning a failure into what the player sees and what the server is told (docs/product.md, section
 * 8): the message or error field of a non-ok answer, "403 Error: Forbidden", "database" →
 * "Service is currently unavailable", the session-loss path, the report, and the toast.
 */
import { errorBodySchema } from '#protocol/errors';
import type { DataContext } from '../context.ts';
import {
  displayMessage,
  loginHttpErrorMessage,
  NO_ACTIVE_SEASON_SERVER_MESSAGE,
  REQUEST_MESSAGES,
  SEASON_REFRESH_MESSAGE,
} from '../transport/messages.ts';
import { noticeBan } from './banned.ts';
import { isSessionLoss, relogin } from './relogin.ts';
import { reportClientError } from '../transport/report.ts';
import { RequestError } from '../transport/request-error.ts';
import type { WireResponse } from '../transport/transport.ts';

/** `toast`: show the failure to the player, then throw; `throw`: only throw (the caller decides). */
export type RequestMode = 'toast' | 'throw';

/** The `message` or `error` field of an error body, if the body has one. */
export function serverMessageOf(text: string): { message: string | undefined; reason: string | undefined } {
  try {
    const json: unknown = JSON.parse(text);
    const strict = errorBodySchema.safeParse(json);
    if (strict.success) return { message: strict.data.message, reason: strict.data.reason };
    if (json !== null && typeof json === 'object') {
      const record = json as { message?: unknown; error?: unknown; reason?: unknown };
      const message = typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : undefined;
      return { message, reason: typeof record.reason === 'string' ? record.reason : undefined };
    }
  } catch {
    // Not JSON (a proxy's HTML page): fall through to the status.
  }
  return { message: undefined, reason: undefined };
}

/** The error for a non-ok answer; starts the re-login when the session is gone. */
export function httpFailure(context: DataContext, endpoint: string, response: WireResponse): RequestError {
  const { status } = response;
  const server = serverMessageOf(response.text);
  const serverMessage = server.message ?? loginHttpErrorMessage(status);
  const sessionLost = isSessionLoss(status, server.reason, serverMessage);
  if (sessionLost) void relogin(context, server.reason ?? 'SESSION_EXPIRED');
  noticeBan(context, status, response.text);
  if (serverMessage === NO_ACTIVE_SEASON_SERVER_MESSAGE) {
    context.emitter.emit('no-active-season', { message: REQUEST_MESSAGES.noActiveSeason });
  }
  return new RequestError({
    kind: 'http',
    message: displayMessage(serverMessage, status),
    endpoint,
    status,
    reason: server.reason,
    serverMessage,
    sessionLost,
  });
}

/** Any thrown value as a RequestError of `endpoint` (programming errors keep their message). */
export function asRequestError(error: unknown, endpoint: string): RequestError {
  if (error instanceof RequestError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RequestError({ kind: 'invalid', message, endpoint, cause: error });
}

/**
 * Whether the catalogue (docs/product.md, section 8) leaves `error` to the 500 page: an answer that
 * breaks the contract. Not a timeout, a lost connection, a non-ok answer (toast, 403, database,
 * season gap), an empty answer, a GraphQL error or a failed login, nor an answer that is not JSON
 * (docs/product.md, section 4: they show the loading state); nor the device's own storage failing on the way (a closed
 * IndexedDB after the app was backgrounded is reopened by the next try).
 */
function showsErrorPage(error: RequestError): boolean {
  return error.kind === 'schema';
}

function isQuiet(error: RequestError): boolean {
  return error.sessionLost || error.message === SEASON_REFRESH_MESSAGE;
}

/** Reports and (in toast mode) shows `error`; returns it for the caller to throw. */
export function reportFailure(context: DataContext, error: RequestError, mode: RequestMode): RequestError {
  if (isQuiet(error)) return error;
  // Without an answer there is nobody to report to; the timeout is excluded by the catalogue anyway.
  if (error.kind !== 'network') {
    reportClientError(context, {
      kind: 'request',
      message: error.serverMessage ?? error.message,
      stack: error.stack,
      endpoint: error.endpoint,
      context: { kind: error.kind, status: error.status, reason: error.reason },
    });
  }
  if (showsErrorPage(error)) {
    context.emitter.emit('request-failed', { message: error.message, endpoint: error.endpoint });
    error.shown = true;
  } else if (mode === 'toast' && !error.shown) {
    context.emitter.emit('toast', { message: error.message, reason: error.reason, source: error.endpoint });
    error.shown = true;
  }
  return error;
}
