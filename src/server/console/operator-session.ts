/**
 * Operator sessions: `<operator id>.<expiry ms>.<mac>`, the MAC an HMAC-SHA256 with the session
 * secret under a label of its own, so a player's session token can never pass for one. Nothing is
 * stored: any instance with the secret verifies it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an operator stays signed in, ms. */
export const OPERATOR_SESSION_MS = 8 * 3_600_000;

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`operator-console:${payload}`).digest('base64url');
}

export function signOperatorSession(operatorId: number, expire: number, secret: string): string {
  const payload = `${operatorId}.${expire}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The operator's id, or undefined when the token is malformed, forged or expired. */
export function verifyOperatorSession(token: string, secret: string, now: number): number | undefined {
  const match = /^(\d{1,16})\.(\d{1,16})\.([\w-]{43})$/.exec(token);
  if (match === null) return undefined;
  const [, id, expire, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(mac(secret, `${id}.${expire}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (now >= Number(expire)) return undefined;
  const operatorId = Number(id);
  return Number.isSafeInteger(operatorId) ? operatorId : undefined;
}
