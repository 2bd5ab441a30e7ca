/**
 * Security headers, CORS and the body limit. Telegram opens the app in an iframe on its web
 * clients, so framing is allowed for Telegram's origins only (CSP frame-ancestors, no
 * X-Frame-Options, which cannot express a list).
 *
 * helmet's middleware is built once here: @fastify/helmet builds it anew on every request, which
 * cost several percent of a game-user request.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org', 'https://t.me', 'https://*.t.me'];

export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  const applyHeaders = helmet({
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://telegram.org'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: FRAME_ANCESTORS,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
  // Closed unless origins are configured: the client is served from the same origin.
  await app.register(cors, { origin: corsOrigins.length === 0 ? false : corsOrigins, credentials: false });
}
