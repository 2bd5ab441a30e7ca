/** GET /backend/health: for load balancers; 503 when the database does not answer. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export function registerHealthRoute(app: FastifyInstance, context: AppContext): void {
  app.get('/backend/health', async () => {
    await context.db.execute(sql`select 1`);
    return { ok: true, build: context.config.buildId, database: context.database.kind };
  });
}
