/**
 * The operator session's cookie, through @fastify/cookie: HttpOnly, Secure, SameSite=Strict, on the
 * console's paths only, and signed (HMAC-SHA256) with a key of its own drawn from the session
 * secret, so a player's session token never passes for it. The value is the session's token
 * (console/operator-session.ts), which the server looks up on every request.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHmac } from 'node:crypto';
import { OPERATOR_SESSION_MS } from './operator-session.ts';

const OPERATOR_COOKIE = 'harvest_operator';
const COOKIE = { path: '/admin', httpOnly: true, secure: true, sameSite: 'strict', signed: true } as const;

/** Parses cookies for the console's routes registered in `scope` (and nowhere else). */
export async function registerOperatorCookies(scope: FastifyInstance, sessionSecret: string): Promise<void> {
  const secret = createHmac('sha256', sessionSecret).update('operator-console-cookie').digest();
  await scope.register(fastifyCookie, { secret });
}

/** Sets the cookie of a session just opened. */
export function setOperatorCookie(reply: FastifyReply, token: string): FastifyReply {
  return reply.setCookie(OPERATOR_COOKIE, token, { ...COOKIE, maxAge: OPERATOR_SESSION_MS / 1000 });
}

/** Deletes the cookie from the browser (the session itself is ended on the server). */
export function clearOperatorCookie(reply: FastifyReply): FastifyReply {
  return reply.setCookie(OPERATOR_COOKIE, '', { ...COOKIE, signed: false, maxAge: 0 });
}

/** The session token the request's cookie carries; undefined for a cookie whose signature fails, null without one. */
export function operatorToken(request: FastifyRequest): string | undefined | null {
  const raw = request.cookies[OPERATOR_COOKIE];
  if (raw === undefined || raw === '') return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : undefined;
}
