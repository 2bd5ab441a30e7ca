/**
 * Security headers (helmet, its middleware built once), CORS and the body limit. Telegram opens the app in an iframe
 * on its web clients, so framing is allowed for Telegram's origins only (CSP frame-ancestors, no
 * X-Frame-Options, which cannot express a list).
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { createHash } from 'node:crypto';
import { EARLY_LOGIN_SCRIPT } from '#protocol/early-login-script';

export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org', 'https://t.me', 'https://*.t.me'];

/** The CSP source that allows index.html's inline early login, and no other inline script. */
export const EARLY_LOGIN_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_LOGIN_SCRIPT).digest('base64')}'`;

/**
 * TON Connect's UI (the wallet screen) marks the body with an empty `ontouchstart` handler, an old
 * fix for iOS Safari's :active styles. An empty handler runs nothing; CSP allows exactly it by the
 * hash of the empty text, and no other inline handler ('unsafe-hashes' with that one hash).
 */
export const EMPTY_HANDLER_SOURCES = ["'unsafe-hashes'", `'sha256-${createHash('sha256').update('').digest('base64')}'`];

/** helmet's settings: its defaults but framing and COEP, and the game's own CSP. */
const HELMET_OPTIONS = {
  frameguard: false,
  crossOriginEmbedderPolicy: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", EARLY_LOGIN_SCRIPT_SOURCE, ...EMPTY_HANDLER_SOURCES, 'https://telegram.org'],
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
} satisfies HelmetOptions;

/**
 * helmet's middleware, built once. (@fastify/helmet builds it again for every request, parsing the
 * CSP each time: 2 to 3 % of an instance's CPU under load, docs/scaling.md.)
 */
const applyHelmet = helmet(HELMET_OPTIONS);

/** Sets the security headers on an answer: every request's (below), and the bad-URL answer no hook runs for (plugins/errors.ts). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  applyHelmet(request.raw, reply.raw, (error?: unknown) => {
    if (error instanceof Error) throw error;
  });
}

export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
  // Closed unless origins are configured: the client is served from the same origin.
  await app.register(cors, { origin: corsOrigins.length === 0 ? false : corsOrigins, credentials: false });
}
