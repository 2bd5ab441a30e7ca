/** Every route of the API, each file thin: validate -> service -> reply. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerGraphql } from '../graphql/plugin.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerBotMessageRoutes } from './bot-messages.ts';
import { registerClientErrorRoute } from './client-errors.ts';
import { registerEngineRoutes } from './engine.ts';
import { registerGameUserRoute } from './game-user.ts';
import { registerHealthRoute } from './health.ts';
import { registerLeaderboardRoute } from './leaderboard.ts';
import { registerSeasonRoute } from './season.ts';
import { registerShopRoute } from './shop.ts';

export async function registerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerHealthRoute(app, context);
  registerAuthRoutes(app, context);
  registerGameUserRoute(app, context);
  registerSeasonRoute(app, context);
  registerEngineRoutes(app, context);
  registerShopRoute(app, context);
  registerLeaderboardRoute(app, context);
  registerBotMessageRoutes(app, context);
  registerClientErrorRoute(app, context);
  await registerGraphql(app, context);
}
