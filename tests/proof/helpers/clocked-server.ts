/**
 * The real server in the test's process, serving the built client from `dist`, on PGlite in a data
 * folder of its own, with a clock that only the test moves: production then depends on the test's
 * jumps alone, never on how long the network took. `restart()` closes the app and the database and
 * opens them again on the same folder and port, the way a redeploy does.
 */
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#server/app';
import { makeConfig, type ServerConfig } from '#server/config';
import { readBuildId } from '#server/config-env';
import { openDatabase, type Database } from '#server/db/database';
import { prepareDatabase } from '#server/services/seasons';
import { newDataDir } from '../../server/helpers/data-dir.ts';

const staticDir = fileURLToPath(new URL('../../../dist', import.meta.url));

export interface ClockedServer {
  url: string;
  /** Server time, ms. */
  now(): number;
  /** Moves the server clock forward by `ms`. */
  jump(ms: number): void;
  /** The database of the running instance (a new one after each restart). */
  database(): Database;
  /** Closes the app and the database, stays down a while, and opens both again on the same folder and port. */
  restart(): Promise<void>;
  restarts(): number;
  /** Closes everything and deletes the data folder. */
  close(): Promise<void>;
}

/**
 * `downtimeMs`: how long a restart leaves the port closed (besides the time the reopening takes,
 * which blocks this process, the test's own included, while PGlite loads).
 */
export async function startClockedServer(start: number, downtimeMs = 1500): Promise<ClockedServer> {
  let time = start;
  const dataDir = await newDataDir('harvest-proof-');
  const config: ServerConfig = makeConfig({
    staticDir,
    buildId: readBuildId(staticDir),
    now: () => time,
    // The proof is about delivery, not the rate limiter: a retrying client must never be throttled.
    rateLimit: { perSession: 1_000_000, perAddress: 1_000_000, windowMs: 60_000, clientErrorsPerWindow: 1_000_000 },
  });

  async function open(port: number): Promise<{ database: Database; app: FastifyInstance; port: number }> {
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await prepareDatabase(database, time);
      const app = await buildApp({ config, database });
      await app.listen({ port, host: '127.0.0.1' });
      return { database, app, port: (app.server.address() as AddressInfo).port };
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  let running = await open(0);
  let restarts = 0;
  const { port } = running;

  async function stop(): Promise<void> {
    await running.app.close();
    await running.database.close();
  }

  return {
    url: `http://127.0.0.1:${String(port)}`,
    now: () => time,
    jump(ms) {
      time += ms;
    },
    database: () => running.database,
    async restart() {
      await stop();
      await new Promise((resolve) => setTimeout(resolve, downtimeMs));
      running = await open(port);
      restarts += 1;
    },
    restarts: () => restarts,
    async close() {
      try {
        await stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
