/**
 * The Redis the rate-limit tests count in: TEST_REDIS_URL (`.ci/run` sets a logical database of its
 * own), else the local server's database 0. Each app a test builds gets a key prefix of its own, so
 * test files running side by side on one Redis never count into each other's keys.
 */
import { randomUUID } from 'node:crypto';

export function testRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  return url === undefined || url === '' ? 'redis://127.0.0.1:6379/0' : url;
}

/** A key prefix no other test uses. */
export function freshRedisPrefix(): string {
  return `test:${randomUUID()}:`;
}
