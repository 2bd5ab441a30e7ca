import { describe, expect, it } from 'vitest';
import { devLaunchDataResponseSchema, loginResponseSchema } from '#protocol/auth';
import { errorBodySchema } from '#protocol/errors';
import { signSession } from '#server/auth/session-token';
import { signLaunchData } from '#server/auth/launch-data';
import { TEST_BOT_TOKEN, useConfig, useHarness } from './helpers/harness.ts';

const LOGIN = '/backend/auth/telegram';
const GAME_USER = '/backend/hub/game-user';

const harness = useHarness();
describe('POST /backend/auth/telegram', () => {
  async function login(payload: string, contentType = 'text/plain') {
    return harness.app.inject({ method: 'POST', url: LOGIN, payload, headers: { 'content-type': contentType } });
  }

  it('answers a session and its expiry for valid launch data, as text or JSON', async () => {
    const raw = harness.launchData({ id: 101 });
    const asText = await login(raw);
    expect(asText.statusCode).toBe(200);
    const body = loginResponseSchema.parse(asText.json());
    expect(body.expire).toBe(harness.clock.now() + harness.config.sessionTtlMs);
    const asJson = await login(JSON.stringify({ initData: raw }), 'application/json');
    expect(asJson.statusCode).toBe(200);
  });

  it('refuses launch data signed with another bot token', async () => {
    const forged = signLaunchData(
      { id: 101, firstName: 'Eve', language: 'en', premium: true, startParam: undefined },
      '1:another-bot-token',
      harness.clock.now(),
    );
    const response = await login(forged);
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).reason).toBe('AUTH_INVALID');
  });

  it('refuses tampered launch data', async () => {
    const raw = harness.launchData({ id: 101, premium: false });
    const tampered = raw.replace(encodeURIComponent('"is_premium":false'), encodeURIComponent('"is_premium":true'));
    expect(tampered).not.toBe(raw);
    const response = await login(tampered);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'AUTH_INVALID' });
    const otherUser = raw.replace(encodeURIComponent('"id":101'), encodeURIComponent('"id":102'));
    expect((await login(otherUser)).statusCode).toBe(401);
    const noHash = raw.replace(/&hash=[0-9a-f]+/, '');
    expect((await login(noHash)).statusCode).toBe(401);
  });

  it('refuses expired launch data, and accepts old data when the age check is off', async () => {
    const old = harness.launchData({ id: 101 }, harness.clock.now() - 86_401_000);
    const response = await login(old);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'AUTH_EXPIRED' });
    const app = await harness.extraApp({ authMaxAgeSeconds: 0 });
    const accepted = await app.inject({ method: 'POST', url: LOGIN, payload: old, headers: { 'content-type': 'text/plain' } });
    expect(accepted.statusCode).toBe(200);
  });

  it("accepts launch data without the signature field when its hash is valid (Telegram's documentation sample)", async () => {
    // Telegram's sample (bot token and init data from its Mini Apps documentation): a hash, no `signature`.
    const sample =
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
    const app = await harness.extraApp({ botToken: '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', authMaxAgeSeconds: 0 });
    const post = (payload: string) => app.inject({ method: 'POST', url: LOGIN, payload, headers: { 'content-type': 'text/plain' } });
    const accepted = await post(sample);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { session } = loginResponseSchema.parse(accepted.json());
    const user = await harness.call(session, { method: 'GET', url: GAME_USER }, app);
    expect(user.json()).toMatchObject({ gameUser: { name: 'Vladislav Kibenko' } });
    // The hash still decides: the same data with another user id is refused.
    expect((await post(sample.replace('279058397', '279058398'))).json()).toMatchObject({ reason: 'AUTH_INVALID' });
  });

  it("makes a Telegram name holding U+0000 storable instead of failing the player's creation", async () => {
    const response = await login(harness.launchData({ id: 101, firstName: 'Null\u0000Farmer' }));
    expect(response.statusCode).toBe(200);
    const { session } = loginResponseSchema.parse(response.json());
    const user = await harness.call(session, { method: 'GET', url: GAME_USER });
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json()).toMatchObject({ gameUser: { name: 'Null\uFFFDFarmer' } });
  });

  it('refuses launch data from the future', async () => {
    const future = harness.launchData({ id: 101 }, harness.clock.now() + 10 * 60_000);
    const response = await login(future);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'AUTH_FROM_FUTURE' });
  });

  it('answers 400 for an empty or malformed body', async () => {
    const empty = await login('');
    expect(empty.statusCode).toBe(400);
    const wrongJson = await login(JSON.stringify({ init: 'x' }), 'application/json');
    expect(wrongJson.statusCode).toBe(400);
    expect(errorBodySchema.parse(wrongJson.json()).message).toContain('body.initData');
  });

  it('does not serve development launch data when a bot token is set', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/dev/launch-data?user=5' });
    expect(response.statusCode).toBe(404);
  });
});

describe('sessions on the other routes', () => {
  it('answers 401 SESSION_MISSING without a bearer token', async () => {
    const response = await harness.app.inject({ method: 'GET', url: GAME_USER });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'SESSION_MISSING' });
  });

  it('answers 401 SESSION_EXPIRED once the session has expired', async () => {
    const session = await harness.login({ id: 7 });
    expect((await harness.call(session, { method: 'GET', url: GAME_USER })).statusCode).toBe(200);
    harness.clock.advance(harness.config.sessionTtlMs + 1);
    const response = await harness.call(session, { method: 'GET', url: GAME_USER });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'SESSION_EXPIRED' });
  });

  it('answers 401 SESSION_INVALID for a token signed with another secret or altered', async () => {
    const foreign = signSession(
      {
        userId: 7,
        premium: true,
        expire: harness.clock.now() + 60_000,
        name: 'x',
        username: undefined,
        language: 'en',
        startParam: undefined,
      },
      'not-the-secret',
    );
    const response = await harness.call(foreign, { method: 'GET', url: GAME_USER });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ reason: 'SESSION_INVALID' });
    const session = await harness.login({ id: 7 });
    const [payload = '', mac = ''] = session.split('.');
    const altered = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace('"u":7', '"u":8')).toString('base64url')}.${mac}`;
    expect((await harness.call(altered, { method: 'GET', url: GAME_USER })).statusCode).toBe(401);
  });

  it('verifies a session on another instance without any shared memory', async () => {
    const session = await harness.login({ id: 7 });
    const other = await harness.extraApp();
    const response = await harness.call(session, { method: 'GET', url: GAME_USER }, other);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a request whose user-data names another user with 403 Forbidden', async () => {
    const session = await harness.login({ id: 7 });
    const mine = await harness.call(session, {
      method: 'GET',
      url: GAME_USER,
      headers: { 'user-data': JSON.stringify({ id: 7, isPremium: false }) },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await harness.call(session, {
      method: 'GET',
      url: GAME_USER,
      headers: { 'user-data': JSON.stringify({ id: 8, isPremium: true }) },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'Forbidden', reason: 'FORBIDDEN' });
  });

  it('takes identity and premium from the launch data, never from user-data', async () => {
    const session = await harness.login({ id: 9, premium: false, firstName: 'Nine' });
    const response = await harness.call(session, {
      method: 'GET',
      url: GAME_USER,
      headers: { 'user-data': JSON.stringify({ id: 9, isPremium: true, startParam: 'r_1' }) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ gameUser: { user_id: 9, name: 'Nine', premium: false } });
  });
});

describe('development mode (no bot token)', () => {
  useConfig(harness, { botToken: undefined, mode: 'development' });

  it('serves launch data it signed, which the real login accepts', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/dev/launch-data?user=555&premium=1&startParam=r_1&name=Dev' });
    expect(response.statusCode).toBe(200);
    const { initData } = devLaunchDataResponseSchema.parse(response.json());
    expect(initData).toContain('hash=');
    const login = await harness.app.inject({ method: 'POST', url: LOGIN, payload: initData, headers: { 'content-type': 'text/plain' } });
    expect(login.statusCode).toBe(200);
    const session = loginResponseSchema.parse(login.json()).session;
    const user = await harness.call(session, { method: 'GET', url: GAME_USER });
    expect(user.json()).toMatchObject({ firstTime: true, gameUser: { user_id: 555, name: 'Dev', premium: true } });
  });

  it('refuses launch data signed with a real-looking token it does not hold', async () => {
    const raw = signLaunchData(
      { id: 1, firstName: 'A', language: 'en', premium: false, startParam: undefined },
      TEST_BOT_TOKEN,
      harness.clock.now(),
    );
    const response = await harness.app.inject({ method: 'POST', url: LOGIN, payload: raw, headers: { 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(401);
  });

  it('validates the query of the development launch data', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/dev/launch-data?user=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('query.user');
  });
});
