/**
 * GraphQL error answers: refusals keep their message, status and reason (in `extensions`); a
 * database outage is a 503 saying "database"; anything else is a generic 500. No stack, no SQL.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { MESSAGES } from '#protocol/errors';
import { isDatabaseUnavailable } from '../db/failures.ts';
import { HttpError } from '../http-error.ts';
import { graphql } from './graphql-cjs.ts';

interface Described {
  status: number;
  message: string;
  reason: string;
}

function describe(error: GraphQLError, log: FastifyBaseLogger | undefined): Described[] {
  const original: unknown = error.originalError;
  if (original instanceof HttpError) return [{ status: original.statusCode, message: original.message, reason: original.reason }];
  if (original === undefined || original === null || original instanceof graphql.GraphQLError)
    return [{ status: 400, message: error.message, reason: 'INVALID_INPUT' }];
  // Mercurius wraps document validation failures (depth, our limits) in an error holding them.
  const nested = (original as { errors?: unknown }).errors;
  if (Array.isArray(nested))
    return nested.map((inner: { message?: unknown }) => ({ status: 400, message: String(inner.message), reason: 'INVALID_INPUT' }));
  const statusCode = (original as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return [{ status: statusCode, message: error.message, reason: 'INVALID_INPUT' }];
  if (isDatabaseUnavailable(original)) return [{ status: 503, message: MESSAGES.databaseUnavailable, reason: 'DATABASE_UNAVAILABLE' }];
  log?.error({ err: original }, 'graphql resolver failed');
  return [{ status: 500, message: MESSAGES.internal, reason: 'INTERNAL' }];
}

export function formatGraphqlErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  context: { reply?: { log: FastifyBaseLogger } },
): { statusCode: number; response: { data: unknown; errors: unknown[] } } {
  const log = context.reply?.log;
  const errors = execution.errors.flatMap((error) =>
    describe(error, log).map((described) => ({ ...described, locations: error.locations, path: error.path })),
  );
  const statusCode = execution.data !== undefined && execution.data !== null ? 200 : (errors[0]?.status ?? 400);
  return {
    statusCode,
    response: {
      data: execution.data ?? null,
      errors: errors.map(({ message, reason, locations, path }) => ({
        message,
        extensions: { reason },
        ...(locations === undefined ? {} : { locations }),
        ...(path === undefined ? {} : { path }),
      })),
    },
  };
}
