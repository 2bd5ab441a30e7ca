/**
 * The console API's guard, an onRequest hook of its routes: 401 without a live operator session
 * (the cookie the one-time link set, and its session on the server: not signed out, not expired),
 * 403 when its operator is no longer in ADMIN_IDS (and every session of theirs ends), and for a
 * change (any method but GET and HEAD) 403 unless the request carries the console's own header and,
 * when the browser names an origin, comes from this server's: a cross-site form or link can do
 * neither, on top of the cookie's SameSite=Strict.
 */
import type { FastifyRequest } from 'fastify';
import { CONSOLE_REQUEST_HEADER } from '#protocol/console';
import { MESSAGES } from '#protocol/errors';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { operatorToken } from './cookies.ts';
import { endSessionsOf, operatorOfSession } from './operator-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of a console API request (set by the guard). */
    operatorId: number;
    /** The token of that operator's session (set by the guard; signing out ends it). */
    operatorSession: string;
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

export function consoleGuard({ config, db }: AppContext): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const token = operatorToken(request);
    if (token === null)
      throw new HttpError(401, 'SESSION_MISSING', 'Operator session missing: sign in with the link /admin gives you in the bot');
    const now = config.now();
    const operatorId = token === undefined ? undefined : await operatorOfSession(db, token, now);
    if (operatorId === undefined || token === undefined)
      throw new HttpError(401, 'SESSION_INVALID', 'Operator session invalid, ended or expired: ask the bot for a new link');
    if (!config.bot.adminIds.includes(operatorId)) {
      await endSessionsOf(db, operatorId, now);
      throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
    }
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    if (changes && (request.headers[CONSOLE_REQUEST_HEADER] !== '1' || !sameOrigin(request)))
      throw new HttpError(403, 'FORBIDDEN', `A change must come from the console (${CONSOLE_REQUEST_HEADER} header, same origin)`);
    request.operatorId = operatorId;
    request.operatorSession = token;
  };
}
