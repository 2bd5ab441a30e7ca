/**
 * GraphQL over the same transport as everything else (timeout, bearer, `Version`, season refresh):
 * a POST of `{ query, variables, operationName }` with the document as a plain string. GraphQL
 * errors give their first message: a toast in toast mode, a thrown error otherwise (product notes,
 * section 8).
 *
 * No GraphQL library: the client never parses, prints or builds documents, and a client library
 * brings the `graphql` package (tens of KB) into the first load for nothing.
 */
import type { DataContext } from './context.ts';
import { asRequestError, httpFailure, settleFailure, type RequestMode } from './http-failure.ts';
import { parseJsonBody } from './json.ts';
import { REQUEST_MESSAGES } from './messages.ts';
import { authHeaders, observeServerNow } from './request.ts';
import { resetReloadDelay } from './relogin.ts';
import { RequestError } from './request-error.ts';
import { parseAnswer, type AnswerSchema } from './schema.ts';
import { send } from './transport.ts';

export interface GraphqlRequest<T> {
  path: string;
  document: string;
  variables?: Record<string, unknown> | undefined;
  /** Parses `data`. */
  schema: AnswerSchema<T>;
  mode?: RequestMode | undefined;
}

/** A GraphQL answer (`data`, `errors` or both), as the GraphQL over HTTP spec shapes it. */
interface GraphqlAnswer {
  data?: unknown;
  errors?: unknown;
}

/** The body as a GraphQL answer, or null when it is not one (an HTML page, a plain error body). */
function asGraphqlAnswer(text: string): GraphqlAnswer | null {
  try {
    const json: unknown = JSON.parse(text);
    return json !== null && typeof json === 'object' && !Array.isArray(json) && ('errors' in json || 'data' in json) ? json : null;
  } catch {
    return null;
  }
}

/** The first error of a non-empty `errors` list as a RequestError; null when there is none. */
function graphqlError(errors: unknown, path: string, status: number): RequestError | null {
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const first: unknown = errors[0];
  const record = first !== null && typeof first === 'object' ? (first as { message?: unknown; extensions?: unknown }) : {};
  const extensions = record.extensions !== null && typeof record.extensions === 'object' ? (record.extensions as { reason?: unknown }) : {};
  const message = typeof record.message === 'string' ? record.message : `HTTP error! status: ${status}`;
  const reason = typeof extensions.reason === 'string' ? extensions.reason : undefined;
  return new RequestError({ kind: 'graphql', message, endpoint: path, status, reason });
}

/** The operation's name (`query BoostList { … }` gives `BoostList`), sent as `operationName`. */
const OPERATION_NAME = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** Runs one GraphQL operation and parses its `data` with `schema`. */
export async function requestGraphql<T>(context: DataContext, spec: GraphqlRequest<T>): Promise<T> {
  try {
    const headers = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...(await authHeaders(context)) };
    const operationName = OPERATION_NAME.exec(spec.document)?.[1];
    const body = JSON.stringify({ query: spec.document, variables: spec.variables, operationName });
    const response = await send(context, { method: 'POST', path: spec.path, headers, body });
    const answer = asGraphqlAnswer(response.text);
    // A refusal before GraphQL ran (no session, rate limit) is an HTTP failure like any other.
    if (!response.ok && answer === null) throw httpFailure(context, spec.path, response);
    const json = answer ?? parseJsonBody(response.text, spec.path, response.status);
    if (response.ok) {
      await resetReloadDelay(context).catch(() => undefined);
      observeServerNow(context, json, response);
    }
    const failure = graphqlError(answer?.errors, spec.path, response.status);
    if (failure !== null) throw failure;
    if (!response.ok) throw new RequestError({ kind: 'http', message: `HTTP error! status: ${response.status}`, endpoint: spec.path, status: response.status });
    const data = answer?.data;
    if (data === null || data === undefined) throw new RequestError({ kind: 'empty', message: REQUEST_MESSAGES.empty, endpoint: spec.path });
    return parseAnswer(spec.schema, data, spec.path, response.status);
  } catch (error) {
    throw settleFailure(context, asRequestError(error, spec.path), spec.mode ?? 'throw');
  }
}
