import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RateLimitConfig } from '#server/config';
import { newPlayerSession, useConfig, useHarness } from './helpers/harness.ts';
import { freshRedisPrefix, testRedisUrl } from './helpers/redis.ts';

const harness = useHarness();
const budget = (overrides: Partial<RateLimitConfig>): RateLimitConfig => ({
  perSession: 100_000,
  perAddress: 100_000,
  windowMs: 60_000,
  clientErrorsPerWindow: 100_000,
  ...overrides,
});

describe('rate limits by the matched route', () => {
  it('counts one session whatever spelling of the path reaches the route', async () => {
    await harness.rebuild({ rateLimit: budget({ perSession: 6 }) });
    const session = await newPlayerSession(harness, { id: 1 });
    // The game-user call of newPlayerSession used 1 of the 6.
    const spellings = [
      '/backend/hub/game-user',
      '/%62ackend/hub/game-user',
      '/backend/%68ub/game-user',
      '/backend/hub/game-%75ser',
      '/backend/hub/game-user/',
    ];
    const statuses: number[] = [];
    for (const url of [...spellings, '/%62ackend/hub/game-user'])
      statuses.push((await harness.call(session, { method: 'GET', url })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts logins per address whatever the spelling', async () => {
    await harness.rebuild({ rateLimit: budget({ perAddress: 4 }) });
    const login = (url: string, id: number) =>
      harness.app.inject({ method: 'POST', url, payload: harness.launchData({ id }), headers: { 'content-type': 'text/plain' } });
    const statuses = [
      (await login('/backend/auth/telegram', 1)).statusCode,
      (await login('/%62ackend/auth/telegram', 2)).statusCode,
      (await login('/backend/%61uth/telegram', 3)).statusCode,
      (await login('/backend/auth/%74elegram', 4)).statusCode,
      (await login('/%62ackend/%61uth/%74elegram', 5)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await login('/backend/auth/telegram', 6);
    expect(limited.json()).toMatchObject({ reason: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('opens the budget again when the window has passed', async () => {
    await harness.rebuild({ rateLimit: budget({ perAddress: 2, windowMs: 300 }) });
    const ask = () => harness.app.inject({ method: 'GET', url: '/backend/hub/season/get-data' });
    const first = [(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode];
    expect(first.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => {
        expect((await ask()).statusCode).not.toBe(429);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('leaves the static client, probes and unknown paths uncounted', async () => {
    await harness.rebuild({ rateLimit: budget({ perAddress: 2 }) });
    for (let index = 0; index < 5; index++) {
      expect((await harness.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
      expect((await harness.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    }
  });
});

describe('rate limits shared through Redis', () => {
  const prefix = { value: '' };
  useConfig(harness, {});

  async function instances(limits: Partial<RateLimitConfig>): Promise<[FastifyInstance, FastifyInstance]> {
    prefix.value = freshRedisPrefix();
    const shared = { rateLimit: budget(limits), redisUrl: testRedisUrl(), redisKeyPrefix: prefix.value };
    return [await harness.rebuild(shared), await harness.extraApp(shared)];
  }

  it('lets exactly the budget through two instances hit at once', async () => {
    const [a, b] = await instances({ perAddress: 40 });
    const requests = Array.from({ length: 100 }, (_, index) =>
      (index % 2 === 0 ? a : b).inject({
        method: 'GET',
        url: index % 3 === 0 ? '/%62ackend/hub/season/get-data' : '/backend/hub/season/get-data',
      }),
    );
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60);
  });

  it('counts one session across instances', async () => {
    const [a, b] = await instances({ perSession: 5 });
    const session = await newPlayerSession(harness, { id: 1 }, a);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++)
      statuses.push((await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' }, index % 2 === 0 ? b : a)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('serves requests when Redis cannot be reached', async () => {
    const app = await harness.rebuild({
      rateLimit: budget({ perAddress: 1 }),
      redisUrl: 'redis://127.0.0.1:1/0',
      redisKeyPrefix: freshRedisPrefix(),
    });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await app.inject({ method: 'GET', url: '/backend/health' })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
  });
});
