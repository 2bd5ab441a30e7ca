/**
 * The probes. GET /health: liveness (the process answers; no database call, so a slow database
 * never gets a healthy process restarted). GET /ready: readiness, 503 while the database does not
 * answer; GET /backend/health is the same probe under the name load balancers already use.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export function registerHealthRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/health', () => ({ ok: true, build: context.config.buildId }));
  const ready = async () => {
    await context.db.execute(sql`select 1`);
    return { ok: true, build: context.config.buildId, database: context.database.kind };
  };
  app.get('/ready', ready);
  app.get('/backend/health', ready);
}
