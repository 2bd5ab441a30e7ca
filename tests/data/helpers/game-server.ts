/**
 * The real game server in-process on the worker's test database (an in-memory PGlite, emptied at
 * start; see tests/server/helpers/database.ts), for the data layer's integration tests: reached
 * over real HTTP (`url`, on 127.0.0.1 with a random port) or in-process (`fetch`, through
 * `app.inject`). One per test file.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { devLaunchDataResponseSchema } from '#protocol/auth';
import { buildApp } from '#server/app';
import { makeConfig } from '#server/config';
import type { Database } from '#server/db/database';
import { openTestDatabase, resetDatabase } from '../../server/helpers/database.ts';
import { injectFetch } from './inject-fetch.ts';

/** A clock both sides can share, moved by hand (ms since epoch). */
export interface ManualClock {
  now: () => number;
  set(time: number): void;
  advance(ms: number): void;
}

const DAY_MS = 86_400_000;

/**
 * Starts at 09:00 UTC today: the rules count days in UTC, and a test that moves the clock an hour
 * from the wall clock's 23:30 would cross a day and see daily limits reset.
 */
export function manualClock(start = Math.floor(Date.now() / DAY_MS) * DAY_MS + 9 * 3_600_000): ManualClock {
  let time = start;
  return {
    now: () => time,
    set(value) {
      time = value;
    },
    advance(ms) {
      time += ms;
    },
  };
}

export interface GameServer {
  url: string;
  /** A `fetch` answered in-process by the app (`app.inject`): no socket, no wall-clock timing. */
  fetch: typeof fetch;
  clock: ManualClock;
  database: Database;
  app: FastifyInstance;
  /** Launch data signed by the development server for telegram user `id`. */
  launchData(id: number, premium?: boolean): Promise<string>;
  close(): Promise<void>;
}

export async function startGameServer(clock: ManualClock = manualClock()): Promise<GameServer> {
  const database = await openTestDatabase();
  await resetDatabase(database, clock.now());
  const config = makeConfig({
    mode: 'development',
    botToken: undefined,
    buildId: 'data-test',
    now: () => clock.now(),
    logger: false,
    rateLimit: { perSession: 1_000_000, perAddress: 1_000_000, windowMs: 60_000, clientErrorsPerWindow: 1_000_000 },
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${String(port)}`;
  const inProcess = injectFetch(app);
  return {
    url,
    fetch: inProcess,
    clock,
    database,
    app,
    async launchData(id, premium = false) {
      const response = await inProcess(`${url}/dev/launch-data?user=${String(id)}&premium=${premium ? '1' : '0'}`);
      if (!response.ok) throw new Error(`dev launch data failed: ${String(response.status)}`);
      return devLaunchDataResponseSchema.parse(await response.json()).initData;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
