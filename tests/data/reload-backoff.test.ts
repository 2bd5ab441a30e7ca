/**
 * The session-loss path (docs/product.md, sections 4 and 9): log in again, wait 1 s doubling to a
 * cap of 30 s, reload; a successful request puts the delay back to 1 s. Timers and Date are fake,
 * IndexedDB (which schedules with setImmediate) keeps working.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { nextReloadDelay, retryDelay, RELOAD_BACKOFF } from '#client/data/transport/backoff.ts';
import { GameDatabase } from '#client/data/storage/db.ts';
import { requestJson } from '#client/data/network/request.ts';
import { fakeFetch, json } from './helpers/fake-fetch.ts';
import { testContext, uniqueDatabaseName } from './helpers/context.ts';

const anything = z.unknown();

/** Lets IndexedDB work (setImmediate is real) until a fake timer is pending. */
async function untilTimerPending(): Promise<void> {
  for (let i = 0; i < 500 && vi.getTimerCount() === 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
  if (vi.getTimerCount() === 0) throw new Error('no timer was scheduled');
}

/**
 * The length of each timer that fired, a second or longer (the reload's wait; a request's time-out
 * never fires here). The wait is read from the timer itself: measured as time passed, it included
 * the re-login's IndexedDB turns on a loaded machine.
 */
let fired: number[] = [];

/** Moves the fake clock half a second at a time, with IndexedDB's turns in between, until `page` reloads. */
async function untilReload(page: { reloads: () => number }): Promise<void> {
  await untilTimerPending();
  for (let elapsed = 0; page.reloads() === 0; elapsed += 500) {
    if (elapsed > 60_000) throw new Error('never reloaded');
    await vi.advanceTimersByTimeAsync(500);
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  }
}

let db: GameDatabase;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  fired = [];
  const fakeSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation((handler: () => void, ms = 0) =>
    fakeSetTimeout(() => {
      if (ms >= 1000) fired.push(ms);
      handler();
    }, ms),
  );
  db = new GameDatabase(uniqueDatabaseName('backoff'));
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await db.delete();
});

describe('the reload back-off', () => {
  it('is 1 s, doubling, capped at 30 s', () => {
    const delays: number[] = [RELOAD_BACKOFF.initialMs];
    for (let i = 0; i < 7; i += 1) delays.push(nextReloadDelay(delays.at(-1) ?? 0));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('logs in again, waits the delay, reloads, and waits twice as long after the next reload', async () => {
    let logins = 0;
    let userOk = false;
    const server = fakeFetch(({ path }) => {
      if (path === '/backend/auth/telegram') {
        logins += 1;
        return json(200, { session: `token-${String(logins)}`, expire: Date.now() + 3_600_000 });
      }
      return userOk ? json(200, { ok: true }) : json(401, { message: 'Session expired', reason: 'SESSION_EXPIRED' });
    });
    const waited: number[] = [];
    // Seven page loads in a row whose first request loses the session.
    for (let load = 0; load < 7; load += 1) {
      const page = testContext({ db, fetch: server.fetch, baseUrl: 'http://game.test' });
      const error = await requestJson(page.context, { method: 'GET', path: '/backend/hub/game-user', schema: anything }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ sessionLost: true, status: 401 });
      await untilReload(page);
      // The timer that reloaded the page: the last to fire.
      waited.push(fired.at(-1) ?? 0);
      expect(page.events.some((event) => event.type === 'session-lost')).toBe(true);
    }
    expect(waited).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    // Every page load logged in again before reloading (plus the first request's own login).
    expect(logins).toBeGreaterThanOrEqual(7);

    // A page whose request succeeds puts the delay back to 1 s.
    userOk = true;
    const healthy = testContext({ db, fetch: server.fetch, baseUrl: 'http://game.test' });
    await requestJson(healthy.context, { method: 'GET', path: '/backend/hub/game-user', schema: anything });
    expect((await db.meta.get('reloadDelayMs'))?.value).toBe(1000);
    userOk = false;
    const next = testContext({ db, fetch: server.fetch, baseUrl: 'http://game.test' });
    await requestJson(next.context, { method: 'GET', path: '/backend/hub/game-user', schema: anything }).catch(() => undefined);
    await untilReload(next);
    expect(fired.at(-1)).toBe(1000);
  });

  it('treats "user not found" as a lost session', async () => {
    const server = fakeFetch(({ path }) =>
      path === '/backend/auth/telegram'
        ? json(200, { session: 's', expire: Date.now() + 3_600_000 })
        : json(404, { message: 'user not found', reason: 'USER_NOT_FOUND' }),
    );
    const page = testContext({ db, fetch: server.fetch, baseUrl: 'http://game.test' });
    await requestJson(page.context, { method: 'GET', path: '/backend/hub/game-user', schema: anything }).catch(() => undefined);
    await untilReload(page);
    expect(page.reloads()).toBe(1);
    expect(fired.at(-1)).toBe(1000);
    // The stale session was replaced by a fresh login before the reload.
    expect(server.calls.filter((call) => call.path === '/backend/auth/telegram')).toHaveLength(2);
  });

  it('starts one re-login however many requests notice the loss', async () => {
    const server = fakeFetch(({ path }) =>
      path === '/backend/auth/telegram'
        ? json(200, { session: 's', expire: Date.now() + 3_600_000 })
        : json(401, { message: 'no', reason: 'SESSION_INVALID' }),
    );
    const page = testContext({ db, fetch: server.fetch, baseUrl: 'http://game.test' });
    await db.session.put({ id: 'session', token: 'stale', expire: Date.now() + 3_600_000 });
    await Promise.all(
      [1, 2, 3].map(() => requestJson(page.context, { method: 'GET', path: '/x', schema: anything }).catch(() => undefined)),
    );
    await untilTimerPending();
    // A second at a time with IndexedDB's turns in between: one jump of 30 s gave the re-login's
    // writes too few turns on a loaded machine, and the reload's timer came after the jump.
    for (let second = 0; second < 30; second += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(page.reloads()).toBe(1);
    expect(page.events.filter((event) => event.type === 'session-lost')).toHaveLength(1);
  });
});

describe('the outbox retry delay', () => {
  it('doubles from the base to the cap, with half of it jittered', () => {
    const policy = { baseMs: 1000, capMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(attempt, policy, 0))).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000]);
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelay(attempt, policy, 0.999999))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryDelay(3, policy, 0.5)).toBe(3000);
  });
});
