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
import { registerEventLeaderboardRoute } from './event-leaderboard.ts';
import { registerFriendsRoute } from './friends.ts';
import { registerGameUserRoute } from './game-user.ts';
import { registerHealthRoute } from './health.ts';
import { registerLeaderboardRoute } from './leaderboard.ts';
import { registerNewsRoute } from './news.ts';
import { registerRemindersRoute } from './reminders.ts';
import { registerSeasonRoute } from './season.ts';
import { registerShareRoutes } from './share.ts';
import { registerShopRoute } from './shop.ts';
import { registerStarsRoutes } from './stars.ts';
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
    registerStarsRoutes(api, context);
    registerShareRoutes(api, context);
    registerLeaderboardRoute(api, context);
    registerEventLeaderboardRoute(api, context);
    registerFriendsRoute(api, context);
    registerNewsRoute(api, context);
    registerRemindersRoute(api, context);
    registerBotMessageRoutes(api, context);
    registerClientErrorRoute(api, context);
    registerTonConnectManifestRoute(api, context);
    await registerConsoleRoutes(api, context);
  });
  await registerGraphql(app, context);
}
