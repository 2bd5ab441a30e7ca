/**
 * One error shape for every failure: `{ message, reason }`. Refusals keep their status; a database
 * that cannot be reached is a 503 whose message says "database"; anything else is a 500 with a
 * generic message. Stack traces are logged, never sent.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type ErrorBody } from '#protocol/errors';
import { isDatabaseUnavailable } from '../db/failures.ts';
import { HttpError } from '../http-error.ts';
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

/** Turns any thrown value into a status and an error body. */
export function describeError(error: unknown): { status: number; body: ErrorBody; headers?: Readonly<Record<string, string>> } {
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
    if (options.spa && isSpaNavigation(request)) return sendIndexHtml(reply);
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send({ message: `Not found: ${request.method} ${path}`, reason: 'NOT_FOUND' } satisfies ErrorBody);
  });
}
