/** POST /backend/hub/client-errors: stored, size-bounded, rate-limited per address, counted by kind; 204. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERRORS_PATH, clientErrorBodySchema } from '#protocol/client-errors';
import type { AppContext } from '../context.ts';
import { storeClientError } from '../services/client-errors.ts';

const BODY_LIMIT_BYTES = 32 * 1024;
const KINDS = new Set<string>(CLIENT_ERROR_KINDS);

/** The metric's label: a known kind, else `other` (a label never takes free text: its values stay few). */
function kindLabel(kind: string | undefined): string {
  return kind !== undefined && KINDS.has(kind) ? kind : 'other';
}

export function registerClientErrorRoute(app: FastifyInstance, context: AppContext): void {
  const { clientErrorsPerWindow, windowMs } = context.config.rateLimit;
  const reports = context.rateLimit({ max: clientErrorsPerWindow, windowMs, key: (request) => `client-errors:${request.ip}` });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(CLIENT_ERRORS_PATH, { bodyLimit: BODY_LIMIT_BYTES, schema: { body: clientErrorBodySchema } }, async (request, reply) => {
      await reports(request);
      const report = request.body;
      // The session is optional: errors before login matter too.
      const session = request.sessionCheck;
      const userId = session?.ok === true ? session.value.userId : null;
      await storeClientError(context.db, report, { userId, address: request.ip, now: context.config.now() });
      context.metrics.clientErrors.inc({ kind: kindLabel(report.kind) });
      return reply.code(204).send();
    });
}
