/**
 * The operator console's routes: signing in (open), and the API under /admin/api, every route of
 * which passes the guard first (console/guard.ts). Everything an operator changes is audited.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerOperatorCookies } from '../../console/cookies.ts';
import { consoleGuard } from '../../console/guard.ts';
import { registerContentRoutes } from './content.ts';
import { registerMessageConsoleRoutes } from './messages.ts';
import { registerOverviewRoute } from './overview.ts';
import { registerPlayerRoutes } from './players.ts';
import { registerRepairRoutes } from './repair.ts';
import { registerSeasonRoutes } from './seasons.ts';
import { registerSessionRoutes } from './session.ts';
import { registerSignInRoutes } from './sign-in.ts';
import { registerStarsConsoleRoutes } from './stars.ts';

export async function registerConsoleRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // One scope for the console: only its routes parse cookies.
  await app.register(async (scope) => {
    await registerOperatorCookies(scope, context.config.sessionSecret);
    registerSignInRoutes(scope, context);
    await scope.register((api, _options, done) => {
      api.addHook('onRequest', consoleGuard(context));
      registerSessionRoutes(api, context);
      registerOverviewRoute(api, context);
      registerPlayerRoutes(api, context);
      registerSeasonRoutes(api, context);
      registerContentRoutes(api, context);
      registerRepairRoutes(api, context);
      registerStarsConsoleRoutes(api, context);
      registerMessageConsoleRoutes(api, context);
      done();
    });
  });
}
