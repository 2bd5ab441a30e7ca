/**
 * Rate limits with @fastify/rate-limit: one budget per address and one per session on every API
 * route, chosen by the route the router matched (so `/%62ackend/...` and `/backend/...` are the same
 * route and the same budget), plus budgets a route asks for itself (client error reports).
 *
 * Without `REDIS_URL` the counters live in this process's memory (one instance). With it they live
 * in Redis and every instance counts into the same keys, so a budget holds exactly however many
 * instances serve it. If Redis cannot be reached the request goes through (limits lapse, the
 * game does not stop) and the failure is logged.
 */
import fastifyRateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../http-error.ts';

/** Every API route's path starts with one of these (health probes, metrics and the bot's webhook do not). */
const API_PREFIXES = ['/backend/', '/api/', '/dev/', '/admin/api/', '/admin/sign-in'];

/** True for a matched route pattern of the API; undefined (no route matched) is not one. */
export function isApiRoute(pattern: string | undefined): boolean {
  return pattern !== undefined && API_PREFIXES.some((prefix) => pattern.startsWith(prefix));
}

/** Keys the in-memory store keeps (an LRU): enough that a crowd of addresses cannot evict a live counter. */
const MEMORY_KEYS = 100_000;

/** Counts one hit of a request against a budget; throws 429 with Retry-After when over it. */
export type Budget = (request: FastifyRequest) => Promise<void>;

export interface BudgetOptions {
  max: number;
  windowMs: number;
  /** The counter's key; undefined: this request is not counted. */
  key: (request: FastifyRequest) => string | undefined;
}

/** Registers the plugin and the API budgets; returns how a route makes a budget of its own. */
export async function registerRateLimits(app: FastifyInstance, config: ServerConfig): Promise<(options: BudgetOptions) => Budget> {
  const redis = config.redisUrl === undefined ? undefined : connectRedis(app, config.redisUrl);
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${config.redisKeyPrefix}rate-limit:`,
    cache: MEMORY_KEYS,
    // Redis down: serve the request rather than fail it.
    skipOnError: true,
  });

  const budget = (options: BudgetOptions): Budget => {
    const limit: CreateRateLimitOptions & { cache: number } = {
      max: options.max,
      timeWindow: options.windowMs,
      keyGenerator: (request) => options.key(request) ?? '',
      cache: MEMORY_KEYS,
    };
    const check = app.createRateLimit(limit);
    return async (request) => {
      if (options.key(request) === undefined) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      request.log.warn({ key: result.key }, 'rate limited');
      throw new HttpError(429, 'RATE_LIMITED', `Too many requests, retry in ${seconds} s`, { 'retry-after': String(seconds) });
    };
  };

  const { perAddress, perSession, windowMs } = config.rateLimit;
  const address = budget({ max: perAddress, windowMs, key: (request) => `addr:${request.ip}` });
  const session = budget({
    max: perSession,
    windowMs,
    key: (request) => (request.sessionCheck?.ok === true ? `user:${request.sessionCheck.value.userId}` : undefined),
  });
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request.routeOptions.url)) return;
    // Both counts at once: with Redis they leave in one write and come back in one read (the
    // auto-pipelining below), one round trip a request instead of two. A request refused by one
    // budget is counted by the other too: it was made.
    await Promise.all([address(request), session(request)]);
  });
  return budget;
}

const CONNECT_TIMEOUT_MS = 2000;

function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    // A request waits for Redis at most this long before going through unlimited.
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // The counts of every request read in one turn of the event loop go to Redis in one write and
    // come back in one read: under load that is most of the instance's Redis cost (docs/scaling.md).
    enableAutoPipelining: true,
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) app.log.error({ err: error }, 'rate limits: Redis unreachable, requests go through unlimited');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  // The first requests count in Redis too: the instance is ready once connected, or once the
  // connection has had its time (then limits lapse until Redis answers, as above).
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_TIMEOUT_MS);
      redis.once('ready', done);
      redis.once('error', done);
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => {
      redis.disconnect();
    });
  });
  return redis;
}
