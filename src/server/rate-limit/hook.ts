/**
 * Rate limits on the API paths: one budget per address and one per session, each a fixed window.
 * A request over either budget gets 429 with Retry-After.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.ts';
import { HttpError } from '../http-error.ts';
import type { RateLimitStore } from './store.ts';

const LIMITED_PREFIXES = ['/backend/', '/api/', '/dev/'];

export interface RateLimiter {
  /** Counts a hit for `key` against `max` per window; throws 429 when over. */
  check(request: FastifyRequest, key: string, max: number): void;
}

export function createRateLimiter(store: RateLimitStore, windowMs: number, now: () => number): RateLimiter {
  return {
    check(request, key, max) {
      const time = now();
      const windowStart = Math.floor(time / windowMs) * windowMs;
      const windowEnd = windowStart + windowMs;
      const count = store.hit(key, windowStart, windowEnd);
      if (count <= max) return;
      const seconds = Math.max(1, Math.ceil((windowEnd - time) / 1000));
      request.log.warn({ key }, 'rate limited');
      throw new HttpError(429, 'RATE_LIMITED', `Too many requests, retry in ${seconds} s`, { 'retry-after': String(seconds) });
    },
  };
}

/** Adds the per-address and per-session budgets to every API request. */
export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter, limits: RateLimitConfig): void {
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      if (LIMITED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
        limiter.check(request, `addr:${request.ip}`, limits.perAddress);
        const session = request.sessionCheck;
        if (session?.ok === true) limiter.check(request, `user:${session.value.userId}`, limits.perSession);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}
