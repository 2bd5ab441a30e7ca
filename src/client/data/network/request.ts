/**
 * JSON requests to the API: the bearer token on every request, the answer parsed with the
 * protocol's schema, the server clock learned from `serverNow`, and failures settled per mode.
 */
import { HEADERS } from '#protocol/headers';
import type { DataContext } from '../context.ts';
import { asRequestError, httpFailure, reportFailure, type RequestMode } from './http-failure.ts';
import { parseJsonBody } from './json.ts';
import { REQUEST_MESSAGES } from '../transport/messages.ts';
import { resetReloadDelay } from './relogin.ts';
import { RequestError } from '../transport/request-error.ts';
import { parseAnswer, type AnswerSchema } from './schema.ts';
import { observeServerNow } from './server-now.ts';
import { sessionToken } from './session.ts';
import { send, type WireResponse } from '../transport/transport.ts';

export interface JsonRequest<T> {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON; omitted for GET, and a POST without one has an empty body. */
  body?: unknown;
  headers?: Record<string, string> | undefined;
  schema: AnswerSchema<T>;
  /** Default `throw`. */
  mode?: RequestMode | undefined;
}

/** The headers every authenticated request carries. */
export async function authHeaders(context: DataContext): Promise<Record<string, string>> {
  const token = await sessionToken(context);
  return { [HEADERS.authorization]: `Bearer ${token}` };
}

/** Reads an ok answer: empty and unparseable bodies fail, the rest goes through `schema`. */
export function readAnswer<T>(context: DataContext, endpoint: string, response: WireResponse, schema: AnswerSchema<T>): T {
  const json = parseJsonBody(response.text, endpoint, response.status);
  if (json === null || json === undefined)
    throw new RequestError({ kind: 'empty', message: REQUEST_MESSAGES.empty, endpoint, status: response.status });
  observeServerNow(context, json, response);
  return parseAnswer(schema, json, endpoint, response.status);
}

/** One JSON request (see the file comment). Throws a `RequestError`, shown first in toast mode. */
export async function requestJson<T>(context: DataContext, spec: JsonRequest<T>): Promise<T> {
  try {
    const headers: Record<string, string> = { ...(await authHeaders(context)), ...spec.headers };
    let body: string | undefined;
    // A POST without a body sends none (the quest list's empty body).
    if (spec.method === 'POST' && spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }
    const response = await send(context, { method: spec.method, path: spec.path, headers, body });
    if (!response.ok) throw httpFailure(context, spec.path, response);
    await resetReloadDelay(context).catch(() => undefined);
    return readAnswer(context, spec.path, response, spec.schema);
  } catch (error) {
    throw reportFailure(context, asRequestError(error, spec.path), spec.mode ?? 'throw');
  }
}
