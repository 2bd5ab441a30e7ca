/**
 * The console API's guard, an onRequest hook of its routes: 401 without a valid operator session
 * (the cookie the one-time link set), 403 when its operator is no longer in ADMIN_IDS, and for a
 * change (any method but GET and HEAD) 403 unless the request carries the console's own header and,
 * when the browser names an origin, comes from this server's: a cross-site form or link can do
 * neither, on top of the cookie's SameSite=Strict.
 */
import type { FastifyRequest } from 'fastify';
import { CONSOLE_REQUEST_HEADER } from '#protocol/console';
import { MESSAGES } from '#protocol/errors';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http-error.ts';
import { OPERATOR_COOKIE, readCookie } from './cookies.ts';
import { verifyOperatorSession } from './operator-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of a console API request (set by the guard). */
    operatorId: number;
  }
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function consoleGuard(config: ServerConfig): (request: FastifyRequest) => Promise<void> {
  return (request) => {
    const token = readCookie(request, OPERATOR_COOKIE);
    if (token === undefined)
      throw new HttpError(401, 'SESSION_MISSING', 'Operator session missing: sign in with the link /admin gives you in the bot');
    const operatorId = verifyOperatorSession(token, config.sessionSecret, config.now());
    if (operatorId === undefined)
      throw new HttpError(401, 'SESSION_INVALID', 'Operator session invalid or expired: ask the bot for a new link');
    if (!config.bot.adminIds.includes(operatorId)) throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    if (changes && (request.headers[CONSOLE_REQUEST_HEADER] !== '1' || !sameOrigin(request)))
      throw new HttpError(403, 'FORBIDDEN', `A change must come from the console (${CONSOLE_REQUEST_HEADER} header, same origin)`);
    request.operatorId = operatorId;
    return Promise.resolve();
  };
}
