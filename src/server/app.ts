/**
 * Builds the Fastify app: plugin wiring, error handling, routes. Opening, migrating and closing the
 * database are the caller's (`main.ts`, or a test harness), so tests can share one database.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorBody } from '#protocol/errors';
import { HEADERS } from '#protocol/headers';
import { registerSessionParsing } from './auth/request-session.ts';
import { createBackground } from './background.ts';
import { registerBot, type BotPluginOptions } from './bot/plugin.ts';
import type { ServerConfig } from './config.ts';
import { issueSignInPath } from './console/links.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/database.ts';
import { HttpError } from './http-error.ts';
import { loggingOptions } from './logging.ts';
import { registerMetrics } from './metrics/plugin.ts';
import { createMetrics } from './metrics/registry.ts';
import { connectionOptions, registerConnectionCaps } from './plugins/connections.ts';
import { registerOpenApi } from './plugins/contracts.ts';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.ts';
import { registerJsonParser } from './plugins/json-body.ts';
import { registerSecurity } from './plugins/security.ts';
import { isApiRoute, registerRateLimits } from './plugins/rate-limits.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { registerRoutes } from './routes/index.ts';
import { startMaintenance } from './services/maintenance.ts';
import { startMessaging } from './services/messaging.ts';
import { startScheduleChecks } from './services/season-schedule.ts';
import { playerStore } from './services/player-store.ts';
import { catalogStore } from './services/catalog-store.ts';
import { createBot, createBotApi } from './telegram/bot-api.ts';

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** Trust X-Forwarded-For from a proxy in front (then `request.ip` is the client's). */
  trustProxy?: boolean | string;
  /** What the bot's `/admin` hands an operator; default: the console's one-time links at PUBLIC_URL. */
  bot?: BotPluginOptions;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  if (config.mode === 'production' && config.botToken === undefined) throw new Error('BOT_TOKEN is required in production');
  const app = Fastify({
    ...loggingOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(config.buildId),
    ...connectionOptions(config.connections),
    // Node would answer an HTTP/1.1 request without Host with an empty 400; the hook below says why.
    http: { ...connectionOptions(config.connections).http, requireHostHeader: false },
  });
  registerConnectionCaps(app, config.connections);
  // Node would answer an Expect it does not know with an empty 417; this one says what was wrong.
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body: ErrorBody = {
      message: `headers.expect: ${JSON.stringify(String(request.headers.expect).slice(0, 100))} is not supported`,
      reason: 'INVALID_INPUT',
    };
    response.writeHead(417, { 'content-type': 'application/json; charset=utf-8', [HEADERS.version]: config.buildId, connection: 'close' });
    response.end(JSON.stringify(body));
  });
  const metrics = createMetrics(database);
  const observeBotCall = (method: string, outcome: string) => {
    metrics.botCalls.inc({ method, outcome });
  };
  registerMetrics(app, metrics, config);

  // First, so every answer (errors, 404, static files) carries the build id.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADERS.version, config.buildId);
    // API answers are one player's, right now: no cache (browser, proxy) keeps them.
    if (isApiRoute(request.routeOptions.url)) reply.header('cache-control', 'no-store');
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      throw new HttpError(400, 'INVALID_INPUT', 'headers.host: missing (HTTP/1.1 requires it)');
  });
  registerSessionParsing(app, config.sessionSecret, config.now);
  const context: AppContext = {
    config,
    database,
    db: database.db,
    players: playerStore(database, () => {
      metrics.playerReads.inc();
    }),
    catalogs: catalogStore(),
    rateLimit: await registerRateLimits(app, config),
    bot: createBotApi(config.botToken === undefined ? undefined : createBot(config.botToken, config.telegramApiBase, observeBotCall)),
    metrics,
    background: createBackground(),
  };
  const stopMaintenance = startMaintenance(database.db, config.now, config.maintenanceIntervalMs, app.log);
  const stopScheduleChecks = startScheduleChecks(database.db, config.now, app.log);
  const messages = startMessaging(context, app.log);
  app.addHook('onClose', async () => {
    await stopMaintenance();
    await stopScheduleChecks();
    await messages.stop();
    await context.background.drain();
  });
  registerJsonParser(app);
  await registerSecurity(app, config.corsOrigins);
  const spa = await registerStaticFiles(app, config.staticDir, config.mode !== 'production');
  registerErrorHandling(app, { spa });
  await registerOpenApi(app, config);
  await registerRoutes(app, context);
  registerBot(app, context, options.bot ?? consoleLinks(context));
  return app;
}

/** The bot's `/admin` hands out one-time console links under PUBLIC_URL (none without it). */
function consoleLinks(context: AppContext): BotPluginOptions {
  const publicUrl = context.config.bot.publicUrl;
  if (publicUrl === undefined) return {};
  return {
    consoleLink: async (operatorId) => new URL(await issueSignInPath(context.db, operatorId, context.config.now()), publicUrl).href,
  };
}
