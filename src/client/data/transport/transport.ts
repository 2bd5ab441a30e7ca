/**
 * One HTTP exchange: the timeout, the `Version` header, the season-refresh message, and the
 * server clock. Everything above (JSON, GraphQL, the outbox) goes through here.
 */
import { HEADERS } from '#protocol/headers';
import { reloadOnce, type DataContext } from '../context.ts';
import { REQUEST_MESSAGES, SEASON_REFRESH_MESSAGE } from './messages.ts';
import { updateSettings } from '../storage/settings.ts';
import { RequestError } from './request-error.ts';
import type { EarlyLoginAnswer } from '#protocol/early-login';

export interface WireRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string> | undefined;
  body?: string | undefined;
}

/** An answer as it came over the wire: the same shape as the early login's (the page's first script). */
export type WireResponse = EarlyLoginAnswer;

/** The absolute URL of an API path. */
export function apiUrl(context: DataContext, path: string): string {
  return new URL(path, context.deps.baseUrl).toString();
}

function rememberVersion(context: DataContext, headers: Headers): void {
  const version = headers.get(HEADERS.version);
  if (version === null || version === context.http.serverVersion) return;
  context.http.serverVersion = version;
  // Kept in the settings (docs/product.md, section 3).
  updateSettings({ version }, context.db).catch(() => undefined);
  // A development build never asks for an update: it is rebuilt by hand.
  const { buildId } = context.deps;
  if (buildId !== 'dev' && version !== 'dev' && version !== buildId) {
    context.emitter.emit('update-ready', { serverVersion: version });
  }
}

async function exchange(context: DataContext, request: WireRequest, signal: AbortSignal): Promise<WireResponse> {
  const sentAt = context.deps.now();
  const response = await context.deps.fetch(apiUrl(context, request.path), {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal,
  });
  const text = await response.text();
  return { status: response.status, ok: response.ok, headers: response.headers, text, sentAt, receivedAt: context.deps.now() };
}

/**
 * Sends `request` and reads the whole answer within the timeout. Throws a `RequestError` of kind
 * `timeout` or `network` when no answer came; any answer (ok or not) is returned.
 */
export function send(context: DataContext, request: WireRequest): Promise<WireResponse> {
  return receive(context, request.path, (signal) => exchange(context, request, signal));
}

/**
 * Waits for an exchange already under way (`send`'s, or the page's early login) within the
 * timeout, then reads what every answer carries: the build id and the season-refresh message.
 */
export async function receive(
  context: DataContext,
  path: string,
  exchanged: (signal: AbortSignal) => Promise<WireResponse>,
): Promise<WireResponse> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new RequestError({ kind: 'timeout', message: REQUEST_MESSAGES.timeout, endpoint: path }));
    }, context.deps.timeoutMs);
  });
  let response: WireResponse;
  try {
    response = await Promise.race([exchanged(controller.signal), timeout]);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError({ kind: 'network', message: REQUEST_MESSAGES.network, endpoint: path, cause: error });
  } finally {
    clearTimeout(timer);
  }
  rememberVersion(context, response.headers);
  if (response.text.includes(SEASON_REFRESH_MESSAGE)) {
    reloadOnce(context);
    throw new RequestError({ kind: 'http', message: SEASON_REFRESH_MESSAGE, endpoint: path, status: response.status });
  }
  return response;
}
