/** The operator session's cookie: read from the Cookie header, written as Set-Cookie (HttpOnly, Secure, SameSite=Strict). */
import type { FastifyRequest } from 'fastify';

export const OPERATOR_COOKIE = 'harvest_operator';
/** The console's own paths only: the game's requests never carry it. */
const COOKIE_PATH = '/admin';

/** The value of cookie `name` in the request, if sent (the first, when sent twice). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index !== -1 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie value; `maxAgeSeconds` 0 deletes the cookie. */
export function operatorCookie(value: string, maxAgeSeconds: number): string {
  return `${OPERATOR_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; Secure; SameSite=Strict`;
}
