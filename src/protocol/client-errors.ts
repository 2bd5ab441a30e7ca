/**
 * POST /backend/hub/client-errors: an error the client reports; answered 204. The session is
 * optional (errors before login are reported too). Long fields are cut, not refused.
 *
 * The body is a zod schema for the server's route schemas, made as `@__PURE__`: the client (which
 * only needs the path, the limits and the type) leaves it, and zod, out of its bundle.
 */
import { z } from 'zod';

export const CLIENT_ERRORS_PATH = '/backend/hub/client-errors';
export const CLIENT_ERROR_LIMITS = { message: 2000, stack: 8000, endpoint: 500, context: 4000 } as const;

/**
 * Where a reported failure came from: a request the server refused or answered badly, a render or
 * effect the error boundary caught, an error no code caught (a handler, a timer), a promise
 * rejection nothing handled. The server counts reports by kind; any other word counts as `other`.
 */
export const CLIENT_ERROR_KINDS = ['request', 'render', 'uncaught', 'rejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const clientErrorBodySchema = /* @__PURE__ */ (() =>
  z.object({
    /** One of CLIENT_ERROR_KINDS (free text up to 32 characters, so an older server takes a newer client's kind). */
    kind: z.string().max(32).optional(),
    message: z.string().min(1),
    stack: z.string().optional(),
    endpoint: z.string().optional(),
    /** Anything JSON; stored cut to CLIENT_ERROR_LIMITS.context characters once serialized. */
    context: z.unknown().optional(),
    /** When it happened on the client: ISO string or ms since epoch. */
    timestamp: z.union([z.string().max(64), z.number()]).optional(),
  }))();
export type ClientErrorBody = z.infer<typeof clientErrorBodySchema>;
