/**
 * The operator console's routes: signing in (open), and the API under /admin/api, every route of
 * which passes the guard first (console/guard.ts). Everything an operator changes is audited.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { consoleGuard } from '../../console/guard.ts';
import { registerContentRoutes } from './content.ts';
import { registerOverviewRoute } from './overview.ts';
import { registerPlayerRoutes } from './players.ts';
import { registerSeasonRoutes } from './seasons.ts';
import { registerSessionRoutes } from './session.ts';
import { registerSignInRoutes } from './sign-in.ts';

export async function registerConsoleRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerSignInRoutes(app, context);
  await app.register((api, _options, done) => {
    api.addHook('onRequest', consoleGuard(context.config));
    registerSessionRoutes(api, context);
    registerOverviewRoute(api, context);
    registerPlayerRoutes(api, context);
    registerSeasonRoutes(api, context);
    registerContentRoutes(api, context);
    done();
  });
}
