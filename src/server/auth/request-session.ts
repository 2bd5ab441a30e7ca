/**
 * The session of a request: the bearer token is checked once per request (an HMAC, no database
 * read, skipped for a token already verified) by an onRequest hook, and routes ask for it with
 * `requireSession`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '#protocol/headers';
import { MESSAGES } from '#protocol/errors';
import { userDataHeaderSchema } from '#protocol/auth';
import { HttpError, invalidInput } from '../http-error.ts';
import { sessionVerifier, type SessionCheck, type SessionClaims } from './session-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Undefined when no bearer token was sent. */
    sessionCheck: SessionCheck | undefined;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

export function registerSessionParsing(app: FastifyInstance, secret: string, now: () => number): void {
  const verify = sessionVerifier(secret);
  app.decorateRequest('sessionCheck', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerOf(request);
    request.sessionCheck = token === undefined ? undefined : verify(token, now());
    // A verified session names the player: every later line of this request carries the id.
    if (request.sessionCheck?.ok === true) request.log = request.log.child({ playerId: request.sessionCheck.value.userId });
    done();
  });
}

/** Refuses a `user-data` header naming another user than the session's (403). */
function checkUserDataHeader(request: FastifyRequest, claims: SessionClaims): void {
  const raw = request.headers[HEADERS.userData];
  if (raw === undefined) return;
  if (typeof raw !== 'string') throw invalidInput(`headers.${HEADERS.userData}`, 'sent more than once');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidInput(`headers.${HEADERS.userData}`, 'not JSON');
  }
  const header = userDataHeaderSchema.safeParse(parsed);
  if (!header.success) throw invalidInput(`headers.${HEADERS.userData}.id`, 'missing or not a user id');
  if (Number(header.data.id) !== claims.userId) throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
}

/** The caller's session, or a 401 with the reason the client acts on (log in again). */
export function requireSession(request: FastifyRequest): SessionClaims {
  const check = request.sessionCheck;
  if (check === undefined) throw new HttpError(401, 'SESSION_MISSING', 'Session missing: log in first');
  if (!check.ok) {
    throw check.reason === 'SESSION_EXPIRED'
      ? new HttpError(401, 'SESSION_EXPIRED', 'Session expired: log in again')
      : new HttpError(401, 'SESSION_INVALID', 'Session invalid: log in again');
  }
  checkUserDataHeader(request, check.value);
  return check.value;
}

/** 401 for a session whose user is gone. */
export function userNotFound(): HttpError {
  return new HttpError(401, 'USER_NOT_FOUND', MESSAGES.userNotFound);
}
