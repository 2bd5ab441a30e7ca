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

export const clientErrorBodySchema = /* @__PURE__ */ (() =>
  z.object({
    message: z.string().min(1),
    stack: z.string().optional(),
    endpoint: z.string().optional(),
    /** Anything JSON; stored cut to CLIENT_ERROR_LIMITS.context characters once serialized. */
    context: z.unknown().optional(),
    /** When it happened on the client: ISO string or ms since epoch. */
    timestamp: z.union([z.string().max(64), z.number()]).optional(),
  }))();
export type ClientErrorBody = z.infer<typeof clientErrorBodySchema>;
