import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { EARLY_LOGIN_SCRIPT_SOURCE, EMPTY_HANDLER_SOURCES } from '#server/plugins/security';
import { newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();

describe('smaller holes', () => {
  it('accepts a session MAC in exactly one spelling', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const [payload = '', signature = ''] = session.split('.');
    const gameUser = (token: string) => harness.call(token, { method: 'GET', url: '/backend/hub/game-user' });
    expect((await gameUser(session)).statusCode).toBe(200);
    // The last base64url character of a 32-byte MAC carries 2 spare bits: 'A' and 'B' decode alike.
    const last = signature.at(-1) ?? 'A';
    const sibling = String.fromCharCode(last.charCodeAt(0) ^ 1);
    for (const spelling of [
      `${signature}=`,
      `${signature.slice(0, -1)}${sibling}`,
      `${signature}!`,
      `${signature.slice(0, 10)}*${signature.slice(10)}`,
    ])
      expect((await gameUser(`${payload}.${spelling}`)).json(), spelling).toMatchObject({ reason: 'SESSION_INVALID' });
  });

  it('marks API answers no-store, refusals included, and leaves static caching alone', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const ok = await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' });
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await harness.app.inject({ method: 'GET', url: '/%62ackend/hub/game-user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await harness.app.inject({ method: 'GET', url: '/health' })).headers['cache-control']).toBeUndefined();
  });

  it('sends the same security headers on every answer, a game read, the console and a refusal alike', async () => {
    const expected = {
      'content-security-policy': [
        "default-src 'self'",
        `script-src 'self' ${EARLY_LOGIN_SCRIPT_SOURCE} ${EMPTY_HANDLER_SOURCES.join(' ')} https://telegram.org`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "media-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self' https:",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self' https://web.telegram.org https://*.telegram.org https://t.me https://*.t.me",
      ].join(';'),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const session = await newPlayerSession(harness, { id: 1 });
    const answers = [
      await harness.app.inject({ method: 'GET', url: '/health' }),
      await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' }),
      await harness.app.inject({ method: 'GET', url: '/admin/api/me' }),
      await harness.app.inject({ method: 'GET', url: '/backend/%' }),
    ];
    for (const answer of answers) {
      const security = Object.fromEntries(Object.keys(expected).map((name) => [name, answer.headers[name]]));
      expect(security, answer.raw.req.url).toEqual(expected);
      // And nothing helmet would add beyond what the game chose (framing by CSP only, no COEP).
      expect(answer.headers['x-frame-options']).toBeUndefined();
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('answers a URL the router cannot decode with the headers of every answer', async () => {
    const security = await harness.app.inject({ method: 'GET', url: '/health' });
    expect(security.headers['content-security-policy']).toContain('frame-ancestors');
    for (const url of ['/backend/%', '/backend/hub/%E0%A4%A', '/%zz/game-user']) {
      const refused = await harness.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toEqual({ message: 'url: not a valid url (its percent-encoding is broken)', reason: 'INVALID_INPUT' });
      expect(refused.headers.version, url).toBe('test-build');
      expect(refused.headers['cache-control'], url).toBe('no-store');
      for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security'])
        expect(refused.headers[name], `${url} ${name}`).toBe(security.headers[name]);
    }
  });

  it('strips control and bidi characters from display names', async () => {
    await newPlayerSession(harness, { id: 1, firstName: '\u202Eevil\u2066 name\u0007\u200F' });
    const [row] = await harness.database.db.select({ name: users.name }).from(users).where(eq(users.telegramId, 1));
    expect(row).toEqual({ name: 'evil name' });
  });
});

describe('the built client in production', () => {
  it('serves no source maps, and the rest as before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hh-static-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'app-1.js'), 'console.log(1)\n//# sourceMappingURL=app-1.js.map');
      writeFileSync(join(dir, 'assets', 'app-1.js.map'), '{"version":3,"sources":["secret.ts"]}');
      const production = await harness.rebuild({ mode: 'production', staticDir: dir });
      expect((await production.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
      expect((await production.inject({ method: 'GET', url: '/assets/app-1.js.map' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/assets/app-1.js%2Emap' })).statusCode).toBe(404);
      const development = await harness.rebuild({ mode: 'development', staticDir: dir });
      expect((await development.inject({ method: 'GET', url: '/assets/app-1.js.map' })).statusCode).toBe(200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
