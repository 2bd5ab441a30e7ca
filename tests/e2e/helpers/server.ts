import { rmSync } from 'node:fs';
import { startServerProcess } from '../../proof/helpers/server-process.ts';
import { newDataDir } from '../../server/helpers/data-dir.ts';
import { copyDist } from '../pwa-support.ts';

/** A game server started as its own process, the way `npm start` runs it. */
export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Stops, and deletes the data folder (unless the caller gave it) and the copy of `dist`. */
  close(): Promise<void>;
}

/**
 * Starts `src/server/main.ts` in development mode on a free port with a new, migrated PGlite folder
 * (or the given one); resolves once it listens. `copyOfDist` serves a private copy of `dist/` (see
 * `copyDist`). `niceness` runs it under `nice`: a benchmark of the page gives the browser it
 * measures the CPU first, since on a phone the server is not on the same processor.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; copyOfDist?: boolean; niceness?: number } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await newDataDir('harvest-e2e-'));
  const staticDir = options.copyOfDist === true ? copyDist() : undefined;
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BOT_TOKEN: '',
    DATABASE_URL: '',
    ...(staticDir === undefined ? {} : { STATIC_DIR: staticDir }),
    ...options.env,
  };
  const server = await startServerProcess(env, 'game server', options.niceness === undefined ? {} : { niceness: options.niceness });
  async function stop(): Promise<void> {
    await server.stop();
  }
  return {
    url: server.url,
    dataDir,
    stop,
    async close() {
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (staticDir !== undefined) rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
