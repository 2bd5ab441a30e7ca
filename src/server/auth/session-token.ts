/**
 * Self-contained session tokens: `<payload>.<mac>`, both base64url, the MAC an HMAC-SHA256 of the
 * payload with the session secret. Any instance holding the secret verifies one without a database
 * read; nothing about sessions is stored. A verifier remembers the claims of the tokens it has
 * verified (a bounded map), so a player's next requests skip the MAC and the decoding.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SessionClaims {
  /** Telegram user id. */
  userId: number;
  premium: boolean;
  /** Expiry, ms since epoch. */
  expire: number;
  /** The rest of the validated launch data the first login needs to create the player. */
  name: string;
  username: string | undefined;
  /** The avatar's address, checked at login (photo-url.ts). */
  photoUrl?: string | undefined;
  language: string;
  startParam: string | undefined;
}

export type SessionCheck = { ok: true; value: SessionClaims } | { ok: false; reason: 'SESSION_INVALID' | 'SESSION_EXPIRED' };

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** Signs the claims into a token. */
export function signSession(claims: SessionClaims, secret: string): string {
  const body = {
    u: claims.userId,
    p: claims.premium ? 1 : 0,
    e: claims.expire,
    n: claims.name,
    h: claims.username,
    f: claims.photoUrl,
    l: claims.language,
    s: claims.startParam,
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

function decodeClaims(payload: string): SessionClaims | undefined {
  try {
    const raw: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { u, p, e, n, h, f, l, s } = raw as Record<string, unknown>;
    if (typeof u !== 'number' || !Number.isSafeInteger(u) || typeof e !== 'number' || (p !== 0 && p !== 1)) return undefined;
    if (typeof n !== 'string' || typeof l !== 'string') return undefined;
    return {
      userId: u,
      premium: p === 1,
      expire: e,
      name: n,
      language: l,
      username: typeof h === 'string' ? h : undefined,
      photoUrl: typeof f === 'string' ? f : undefined,
      startParam: typeof s === 'string' ? s : undefined,
    };
  } catch {
    return undefined;
  }
}

/** Checks the MAC (in constant time) and the expiry against `now` (ms). */
export function verifySession(token: string, secret: string, now: number): SessionCheck {
  const [payload, signature, extra] = token.split('.');
  if (payload === undefined || signature === undefined || extra !== undefined || payload === '')
    return { ok: false, reason: 'SESSION_INVALID' };
  // Compared as text: base64url decoding forgives padding, stray characters and spare bits, so one
  // MAC would have many accepted spellings; only the one this server writes is.
  const expected = Buffer.from(mac(secret, payload).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'SESSION_INVALID' };
  const claims = decodeClaims(payload);
  if (claims === undefined) return { ok: false, reason: 'SESSION_INVALID' };
  if (now >= claims.expire) return { ok: false, reason: 'SESSION_EXPIRED' };
  return { ok: true, value: claims };
}

/** How many verified tokens a verifier remembers. */
const VERIFIED_TOKENS = 10_000;

/**
 * `verifySession` with a memory of verified tokens: a remembered token is only checked for expiry.
 * Refused tokens are not remembered (anyone can send many).
 */
export function sessionVerifier(secret: string, capacity = VERIFIED_TOKENS): (token: string, now: number) => SessionCheck {
  const verified = new Map<string, SessionClaims>();
  return (token, now) => {
    const known = verified.get(token);
    if (known !== undefined) return now >= known.expire ? { ok: false, reason: 'SESSION_EXPIRED' } : { ok: true, value: known };
    const check = verifySession(token, secret, now);
    if (check.ok) {
      if (verified.size >= capacity) verified.delete(verified.keys().next().value as string);
      verified.set(token, check.value);
    }
    return check;
  };
}
