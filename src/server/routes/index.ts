/** Every route of the API, each file thin: validate -> service -> reply. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerGraphql } from '../graphql/plugin.ts';
import { useZodContracts } from '../plugins/contracts.ts';
import { registerAdViewRoutes } from './ad-views.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerCatalogRoute } from './catalog.ts';
import { registerBotMessageRoutes } from './bot-messages.ts';
import { registerClientErrorRoute } from './client-errors.ts';
import { registerConsoleRoutes } from './console/index.ts';
import { registerEngineRoutes } from './engine.ts';
import { registerFriendsRoute } from './friends.ts';
import { registerGameUserRoute } from './game-user.ts';
import { registerHealthRoute } from './health.ts';
import { registerLeaderboardRoute } from './leaderboard.ts';
import { registerSeasonRoute } from './season.ts';
import { registerShopRoute } from './shop.ts';
import { registerTonConnectManifestRoute } from './ton-connect-manifest.ts';

export async function registerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // Its own plugin scope: the zod compilers apply to these routes, not to GraphQL's.
  await app.register(async (api) => {
    useZodContracts(api);
    registerHealthRoute(api, context);
    registerAuthRoutes(api, context);
    registerGameUserRoute(api, context);
    registerCatalogRoute(api, context);
    registerSeasonRoute(api, context);
    registerEngineRoutes(api, context);
    registerAdViewRoutes(api, context);
    registerShopRoute(api, context);
    registerLeaderboardRoute(api, context);
    registerFriendsRoute(api, context);
    registerBotMessageRoutes(api, context);
    registerClientErrorRoute(api, context);
    registerTonConnectManifestRoute(api, context);
    await registerConsoleRoutes(api, context);
  });
  await registerGraphql(app, context);
}
