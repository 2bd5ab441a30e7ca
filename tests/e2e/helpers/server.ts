import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A game server started as its own process, the way `npm start` runs it. */
export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Stops and deletes the data folder. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}:\n${output()}`);
    try {
      const response = await fetch(`${url}/build.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not come up at ${url}:\n${output()}`);
}

/**
 * Starts `src/server/main.ts` on a free port with a fresh PGlite folder (or the given one).
 * `niceness` runs it under `nice`: a benchmark of the page gives the browser it measures the CPU
 * first, since on a phone the server is not on the same processor.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; niceness?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'harvest-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const tsx = join(root, 'node_modules/.bin/tsx');
  const program = options.niceness === undefined ? tsx : 'nice';
  const args = options.niceness === undefined ? ['src/server/main.ts'] : ['-n', String(options.niceness), tsx, 'src/server/main.ts'];
  const child = spawn(program, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BOT_TOKEN: '', DATABASE_URL: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilUp(url, child, () => log);

  async function stop(): Promise<void> {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  return {
    url,
    dataDir,
    stop,
    async dispose() {
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
