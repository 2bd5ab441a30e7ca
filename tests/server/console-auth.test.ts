/**
 * The operator console's sign-in and guard: the one-time link (once, 10 minutes, operators only),
 * the cookie, 401 and 403 on every API route, changes only from the console, and the audit log.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CONSOLE_REQUEST_HEADER, auditSchema } from '#protocol/console';
import { issueSignInPath } from '#server/console/links';
import { CONSOLE_BOT, OPERATOR, consoleCall, cookieOf, signIn } from './helpers/console.ts';
import { newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';

const harness = useHarness();

/** Every console API route, with a valid body for the changes. */
const CONSOLE_ROUTES: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'GET', url: '/admin/api/me' },
  { method: 'GET', url: '/admin/api/audit' },
  { method: 'POST', url: '/admin/api/sign-out' },
  { method: 'GET', url: '/admin/api/overview' },
  { method: 'GET', url: '/admin/api/players?q=a' },
  { method: 'GET', url: '/admin/api/players/5' },
  { method: 'POST', url: '/admin/api/players/5/ban', payload: { reason: 'x' } },
  { method: 'POST', url: '/admin/api/players/5/unban', payload: { reason: 'x' } },
  { method: 'GET', url: '/admin/api/seasons' },
  { method: 'POST', url: '/admin/api/seasons/main/start', payload: {} },
  { method: 'POST', url: '/admin/api/seasons/event/end', payload: {} },
  { method: 'POST', url: '/admin/api/schedule', payload: { kind: 'main', change: 'end', at: 9e12 } },
  { method: 'POST', url: '/admin/api/schedule/1/cancel', payload: {} },
  { method: 'GET', url: '/admin/api/content/versions' },
  { method: 'GET', url: '/admin/api/content/versions/1' },
  { method: 'POST', url: '/admin/api/content/check', payload: { catalog: {} } },
  { method: 'POST', url: '/admin/api/content/drafts', payload: { catalog: {} } },
  { method: 'POST', url: '/admin/api/content/versions/1/publish', payload: {} },
  { method: 'POST', url: '/admin/api/content/versions/1/rollback', payload: {} },
];

describe('signing in', () => {
  useConfig(harness, { bot: CONSOLE_BOT });

  it('a link signs in once, sets an HttpOnly, Secure, SameSite=Strict cookie and opens the console', async () => {
    const path = await issueSignInPath(harness.database.db, OPERATOR, harness.clock.now());
    const first = await harness.app.inject({ method: 'GET', url: path });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/admin/');
    const cookie = String(first.headers['set-cookie']);
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toMatch(/^harvest_operator=[^;]+$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/admin', 'SameSite=Strict', 'Secure']);
    const again = await harness.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
    const me = await consoleCall(harness, cookieOf(first), { method: 'GET', url: '/admin/api/me' });
    expect(me.json()).toEqual({ operatorId: OPERATOR });
  });

  it('the sign-in token never reaches a log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    await harness.rebuild({ bot: CONSOLE_BOT, logger: { level: 'info', stream } });
    const path = await issueSignInPath(harness.database.db, OPERATOR, harness.clock.now());
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(303);
    const token = path.split('token=')[1] ?? '';
    const logged = lines.join('');
    expect(logged).toContain('/admin/sign-in?token=[redacted]');
    expect(logged).not.toContain(token);
  });

  it('a link is refused after 10 minutes, and an unknown token always', async () => {
    const path = await issueSignInPath(harness.database.db, OPERATOR, harness.clock.now());
    harness.clock.advance(10 * 60_000);
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await harness.app.inject({ method: 'GET', url: '/admin/sign-in?token=nothing' })).statusCode).toBe(401);
  });

  it('the session lasts 8 hours', async () => {
    const cookie = await signIn(harness);
    harness.clock.advance(8 * 3_600_000 - 1);
    expect((await consoleCall(harness, cookie, { method: 'GET', url: '/admin/api/me' })).statusCode).toBe(200);
    harness.clock.advance(1);
    expect((await consoleCall(harness, cookie, { method: 'GET', url: '/admin/api/me' })).statusCode).toBe(401);
  });

  it('signing out ends the session on the server: the old cookie is refused afterwards', async () => {
    const cookie = await signIn(harness);
    const out = await consoleCall(harness, cookie, { method: 'POST', url: '/admin/api/sign-out' });
    expect(out.statusCode).toBe(204);
    const [pair, ...attributes] = String(out.headers['set-cookie']).split('; ');
    expect([pair, ...attributes.sort()]).toEqual([
      'harvest_operator=',
      'HttpOnly',
      'Max-Age=0',
      'Path=/admin',
      'SameSite=Strict',
      'Secure',
    ]);
    // A copy of the cookie kept from before (the browser dropped it; someone else may not have).
    const replayed = await consoleCall(harness, cookie, { method: 'GET', url: '/admin/api/me' });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ reason: 'SESSION_INVALID' });
    // Another session of the same operator is untouched.
    expect((await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/me' })).statusCode).toBe(200);
  });

  it("the cookie's signature is checked: a session token without it, or with another key's, is refused", async () => {
    const cookie = await signIn(harness);
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    for (const forged of [token, `${token}.${'A'.repeat(43)}`]) {
      const response = await consoleCall(harness, `harvest_operator=${encodeURIComponent(forged)}`, {
        method: 'GET',
        url: '/admin/api/me',
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('signing in and out go to the audit log with who and when', async () => {
    const cookie = await signIn(harness);
    harness.clock.advance(5000);
    expect((await consoleCall(harness, cookie, { method: 'POST', url: '/admin/api/sign-out' })).statusCode).toBe(204);
    const audit = await consoleCall(harness, await signIn(harness), { method: 'GET', url: '/admin/api/audit' });
    const entries = auditSchema.parse(audit.json()).entries;
    expect(entries.map((entry) => [entry.action, entry.operatorId, entry.createdAt])).toEqual([
      ['sign-in', OPERATOR, harness.clock.now()],
      ['sign-out', OPERATOR, harness.clock.now()],
      ['sign-in', OPERATOR, harness.clock.now() - 5000],
    ]);
  });
});

describe('every console route', () => {
  useConfig(harness, { bot: CONSOLE_BOT });

  it('answers 401 without an operator session, with a player session, or with a forged cookie', async () => {
    const player = await newPlayerSession(harness, { id: 5 });
    for (const route of CONSOLE_ROUTES) {
      const none = await harness.app.inject(route);
      const asPlayer = await harness.app.inject({
        ...route,
        headers: { authorization: `Bearer ${player}`, cookie: `harvest_operator=${player}` },
      });
      const forged = await harness.app.inject({
        ...route,
        headers: { cookie: `harvest_operator=${OPERATOR}.99999999999999.${'A'.repeat(43)}` },
      });
      expect([none.statusCode, asPlayer.statusCode, forged.statusCode], route.url).toEqual([401, 401, 401]);
    }
  });

  it('answers 403 for a signed-in id that is not (or no longer) an operator, and ends their sessions', async () => {
    const cookie = await signIn(harness);
    await harness.rebuild({ bot: { ...CONSOLE_BOT, adminIds: [12345] } });
    const first = CONSOLE_ROUTES[0];
    if (first === undefined) throw new Error('no routes');
    expect((await consoleCall(harness, cookie, first)).statusCode).toBe(403);
    // Put back among the operators, the old cookie does not come back to life.
    await harness.rebuild({ bot: CONSOLE_BOT });
    expect((await consoleCall(harness, cookie, first)).statusCode).toBe(401);
    const other = await signIn(harness);
    await harness.rebuild({ bot: { ...CONSOLE_BOT, adminIds: [12345] } });
    // Every route refuses: the first with 403, which ends the session, the others with 401.
    const statuses: number[] = [];
    for (const route of CONSOLE_ROUTES) statuses.push((await consoleCall(harness, other, route)).statusCode);
    expect(statuses).toEqual(CONSOLE_ROUTES.map((_route, index) => (index === 0 ? 403 : 401)));
    // The link of a non-operator does not even sign in.
    const path = await issueSignInPath(harness.database.db, OPERATOR, harness.clock.now());
    expect((await harness.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
  });

  it('refuses a change without the console header or from another origin (CSRF), changing nothing', async () => {
    const cookie = await signIn(harness);
    for (const route of CONSOLE_ROUTES.filter((each) => each.method === 'POST')) {
      const bare = await harness.app.inject({ ...route, headers: { cookie } });
      const foreign = await harness.app.inject({
        ...route,
        headers: { cookie, [CONSOLE_REQUEST_HEADER]: '1', origin: 'https://evil.example', host: 'game.example' },
      });
      expect([bare.statusCode, foreign.statusCode], route.url).toEqual([403, 403]);
    }
    const audit = await consoleCall(harness, cookie, { method: 'GET', url: '/admin/api/audit' });
    expect(auditSchema.parse(audit.json()).entries.map((entry) => entry.action)).toEqual(['sign-in']);
  });
});

describe('development sign-in', () => {
  it('without a bot token, /dev/console-link signs an operator of ADMIN_IDS in; anyone else is refused', async () => {
    await harness.rebuild({ botToken: undefined, bot: CONSOLE_BOT });
    const link = await harness.app.inject({ method: 'GET', url: '/dev/console-link' });
    expect(link.statusCode).toBe(303);
    const signedIn = await harness.app.inject({ method: 'GET', url: String(link.headers.location) });
    expect(signedIn.statusCode).toBe(303);
    expect((await consoleCall(harness, cookieOf(signedIn), { method: 'GET', url: '/admin/api/me' })).json()).toEqual({
      operatorId: OPERATOR,
    });
    expect((await harness.app.inject({ method: 'GET', url: '/dev/console-link?operator=5' })).statusCode).toBe(403);
  });

  it('with a bot token there is no such route', async () => {
    await harness.rebuild({ bot: CONSOLE_BOT });
    expect((await harness.app.inject({ method: 'GET', url: '/dev/console-link' })).statusCode).toBe(404);
  });
});
