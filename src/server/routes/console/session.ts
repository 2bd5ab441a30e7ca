/** The signed-in operator (`GET /admin/api/me`), signing out, and the audit log. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONSOLE_API, auditSchema, meSchema } from '#protocol/console';
import type { AppContext } from '../../context.ts';
import { audit, recentAudit } from '../../console/audit.ts';
import { clearOperatorCookie } from '../../console/cookies.ts';
import { endOperatorSession } from '../../console/operator-session.ts';

const AUDIT_ENTRIES = 200;

export function registerSessionRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(`${CONSOLE_API}/me`, { schema: { response: { 200: meSchema } } }, (request) => ({ operatorId: request.operatorId }));
  app.post(`${CONSOLE_API}/sign-out`, async (request, reply) => {
    const now = context.config.now();
    await endOperatorSession(context.db, request.operatorSession, now);
    await audit(context.db, { operatorId: request.operatorId, action: 'sign-out' }, now);
    return clearOperatorCookie(reply).code(204).send();
  });
  app.get(`${CONSOLE_API}/audit`, { schema: { response: { 200: auditSchema } } }, async () => ({
    entries: await recentAudit(context.db, AUDIT_ENTRIES),
  }));
}
