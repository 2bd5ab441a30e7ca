/**
 * GraphQL through graphql-request, over the same transport as everything else (timeout, bearer,
 * `Version`, season refresh). GraphQL errors give their first message: a toast in toast mode, a
 * thrown error otherwise (product notes, section 8). Documents are plain strings sent as they
 * are (graphql-request never runs the `graphql` parser on them); like the rest of the network code
 * it loads after the first paint.
 */
import { ClientError, GraphQLClient, type Variables } from 'graphql-request';
import type { DataContext } from '../context.ts';
import { asRequestError, httpFailure, settleFailure, type RequestMode } from './http-failure.ts';
import { REQUEST_MESSAGES } from './messages.ts';
import { authHeaders, observeServerNow } from './request.ts';
import { resetReloadDelay } from './relogin.ts';
import { RequestError } from './request-error.ts';
import { parseAnswer, type AnswerSchema } from './schema.ts';
import { send } from './transport.ts';

export interface GraphqlRequest<T> {
  path: string;
  document: string;
  variables?: Variables | undefined;
  /** Parses `data`. */
  schema: AnswerSchema<T>;
  mode?: RequestMode | undefined;
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function looksLikeGraphql(text: string): boolean {
  try {
    const json: unknown = JSON.parse(text);
    return json !== null && typeof json === 'object' && ('errors' in json || 'data' in json);
  } catch {
    return false;
  }
}

/** The `fetch` graphql-request calls: the data layer's transport, answering a standard Response. */
function transportFetch(context: DataContext, path: string): typeof fetch {
  return async (_input, init) => {
    const headers: Record<string, string> = { ...Object.fromEntries(new Headers(init?.headers).entries()), ...(await authHeaders(context)) };
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const response = await send(context, { method: 'POST', path, headers, body });
    // A refusal before GraphQL ran (no session, rate limit) is an HTTP failure like any other.
    if (!response.ok && !looksLikeGraphql(response.text)) throw httpFailure(context, path, response);
    if (response.ok) {
      await resetReloadDelay(context).catch(() => undefined);
      if (looksLikeGraphql(response.text)) observeServerNow(context, JSON.parse(response.text), response);
    }
    const payload = NULL_BODY_STATUSES.has(response.status) ? null : response.text;
    return new Response(payload, { status: response.status, headers: response.headers });
  };
}

function graphqlError(error: ClientError, path: string): RequestError {
  const firstError = error.response.errors?.[0];
  const status = error.response.status;
  if (firstError !== undefined) {
    // Typed as always present, but a server may leave `extensions` out.
    const reason = (firstError.extensions as Record<string, unknown> | undefined)?.reason;
    return new RequestError({ kind: 'graphql', message: firstError.message, endpoint: path, status, reason: typeof reason === 'string' ? reason : undefined, cause: error });
  }
  return new RequestError({ kind: 'http', message: `HTTP error! status: ${status}`, endpoint: path, status, cause: error });
}

/** Runs one GraphQL operation and parses its `data` with `schema`. */
export async function requestGraphql<T>(context: DataContext, spec: GraphqlRequest<T>): Promise<T> {
  const client = new GraphQLClient(new URL(spec.path, context.deps.baseUrl).toString(), {
    fetch: transportFetch(context, spec.path),
    // Each document holds one operation, so the server needs no name; without this graphql-request
    // parses every document with the `graphql` parser only to find it (tens of ms on a phone).
    excludeOperationName: true,
  });
  try {
    let data: unknown;
    try {
      data = await client.request<unknown>(spec.document, spec.variables);
    } catch (error) {
      throw error instanceof ClientError ? graphqlError(error, spec.path) : error;
    }
    if (data === null || data === undefined) throw new RequestError({ kind: 'empty', message: REQUEST_MESSAGES.empty, endpoint: spec.path });
    return parseAnswer(spec.schema, data, spec.path);
  } catch (error) {
    throw settleFailure(context, asRequestError(error, spec.path), spec.mode ?? 'throw');
  }
}
