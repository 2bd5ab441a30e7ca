/**
 * One error shape for every failure: `{ message, reason }`. Refusals keep their status; a database
 * that cannot be reached is a 503 whose message says "database"; anything else is a 500 with a
 * generic message. Stack traces are logged, never sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '#protocol/errors';
import { HEADERS } from '#protocol/headers';
import { isDatabaseUnavailable } from '../db/failures.ts';
import { HttpError } from '../http-error.ts';
import { setSecurityHeaders } from './security.ts';
import { isSpaNavigation, sendIndexHtml } from './static-files.ts';

function fromFastifyError(error: FastifyError): { status: number; body: ErrorBody } | undefined {
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  if (status === 413) return { status, body: { message: 'Request body is too large', reason: 'PAYLOAD_TOO_LARGE' } };
  if (status === 429) return { status, body: { message: 'Too many requests, slow down', reason: 'RATE_LIMITED' } };
  if (status === 404) return { status, body: { message: 'Not found', reason: 'NOT_FOUND' } };
  // Fastify's own 4xx messages name the problem (bad JSON, wrong content type) and hold no secrets.
  return { status: status === 415 ? 415 : 400, body: { message: `body: ${error.message}`, reason: 'INVALID_INPUT' } };
}

interface Issue {
  path: PropertyKey[];
  message: string;
  code?: string;
  errors?: Issue[][];
}

/**
 * The issue to name: for a value that fits none of a union's shapes, the one of the shape it went
 * furthest into (`body.initData` for a JSON login body without it, not "invalid input").
 */
function innermost(issue: { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> }): {
  path: string[];
  message: string;
} {
  const path = issue.instancePath.split('/').filter(Boolean);
  let found: Issue = { ...(issue.params as Partial<Issue>), path: [], message: issue.message ?? 'invalid', code: issue.keyword };
  while (found.code === 'invalid_union' && found.errors !== undefined) {
    const deepest = found.errors
      .flat()
      .reduce<Issue | undefined>((best, next) => (best === undefined || next.path.length > best.path.length ? next : best), undefined);
    if (deepest === undefined || deepest.path.length === 0) break;
    path.push(...deepest.path.map(String));
    found = deepest;
  }
  return { path, message: found.message };
}

/** Turns any thrown value into a status and an error body. */
export function describeError(error: unknown): { status: number; body: ErrorBody; headers?: Readonly<Record<string, string>> } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The first wrong field, named from the request part down: `body.amount`, `headers.idempotency-key`.
    const issue = error.validation[0];
    const { path, message } = issue === undefined ? { path: [], message: 'invalid' } : innermost(issue);
    const part = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
    const field = [part, ...path].join('.');
    return { status: 400, body: { message: `${field}: ${message}`, reason: 'INVALID_INPUT' } };
  }
  if (error instanceof HttpError)
    return { status: error.statusCode, body: { message: error.message, reason: error.reason }, headers: error.headers };
  // Before the database check: a client that hangs up mid-body is an ECONNRESET Fastify marks 400,
  // the caller's doing, not a database outage.
  if (error instanceof Error && 'statusCode' in error) {
    const known = fromFastifyError(error as FastifyError);
    if (known !== undefined) return known;
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: MESSAGES.databaseUnavailable, reason: 'DATABASE_UNAVAILABLE' } };
  return { status: 500, body: { message: MESSAGES.internal, reason: 'INTERNAL' } };
}

export function registerErrorHandling(app: FastifyInstance, options: { spa: boolean }): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 503) reply.header('retry-after', '5');
    if (headers !== undefined) reply.headers(headers);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.spa && isSpaNavigation(request)) return sendIndexHtml(request, reply);
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}`, reason: 'NOT_FOUND' } satisfies ErrorBody);
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/backend/%`) is refused before any
 * route or hook runs, so this answer sets what the hooks would have: the build id, the security
 * headers and no-store (the path may have been an API path).
 */
export function frameworkErrorHandler(buildId: string): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    const status = error.statusCode === 414 ? 414 : 400;
    const body: ErrorBody = {
      message: `url: ${status === 414 ? 'a path segment is too long' : 'not a valid url (its percent-encoding is broken)'}`,
      reason: 'INVALID_INPUT',
    };
    setSecurityHeaders(request, reply);
    void reply
      .headers({ [HEADERS.version]: buildId, 'cache-control': 'no-store' })
      .code(status)
      .type('application/json; charset=utf-8')
      .send(body);
  };
}
