/**
 * Security headers, CORS and the body limit. Telegram opens the app in an iframe on its web
 * clients, so framing is allowed for Telegram's origins only (CSP frame-ancestors, no
 * X-Frame-Options, which cannot express a list).
 *
 * helmet's headers are the same for every response (no per-request nonce), so they are computed
 * once and set with Fastify's own header map: running helmet's middleware on each request (as
 * @fastify/helmet does) cost several percent of a game-user request.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { EARLY_LOGIN_SCRIPT } from '#protocol/early-login-script';

export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org', 'https://t.me', 'https://*.t.me'];

/** The headers helmet sets with `options`, read off one run of its middleware on a response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/** The CSP source that allows index.html's inline early login, and no other inline script. */
export const EARLY_LOGIN_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_LOGIN_SCRIPT).digest('base64')}'`;

let computed: Readonly<Record<string, string>> | undefined;

/** The security headers of every answer (computed once): the hooks set them, and so does the bad-URL answer, which runs none. */
export function securityHeaders(): Readonly<Record<string, string>> {
  computed ??= helmetHeaders({
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", EARLY_LOGIN_SCRIPT_SOURCE, 'https://telegram.org'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // TON Connect (the wallet screen) fetches the wallets list and talks to each wallet through
        // that wallet's own bridge (an EventSource plus POSTs to an https origin the wallets list
        // names). The list is an open set that changes without a release of the game, so any https
        // origin is allowed; plain http and other schemes stay refused.
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: FRAME_ANCESTORS,
      },
    },
  });
  return computed;
}

export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Closed unless origins are configured: the client is served from the same origin.
  await app.register(cors, { origin: corsOrigins.length === 0 ? false : corsOrigins, credentials: false });
}
