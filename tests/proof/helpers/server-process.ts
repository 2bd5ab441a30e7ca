/**
 * The real server (`src/server/main.ts`) as a child process, the way production runs it: its own
 * environment, a port of its own, SIGTERM to stop. Every process started here is also killed when
 * the test process exits, so a failed proof leaves nothing running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The bot token the proofs' servers run with (production mode: launch data must carry its signature). */
export const PROOF_BOT_TOKEN = '6000000001:proof-token-of-the-reliability-proofs';

/** Rate limits high enough that a load test measures the server, not the limiter. */
export const UNLIMITED_RATES = {
  RATE_LIMIT_PER_SESSION: '1000000000',
  RATE_LIMIT_PER_ADDRESS: '1000000000',
  RATE_LIMIT_CLIENT_ERRORS: '1000000000',
} as const;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  pid: number;
  /** True while the process runs. */
  alive(): boolean;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code (null when killed). */
  stop(graceMs?: number): Promise<number | null>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The environment of a production-mode server: real bot token, no rate or connection limits in the way, quiet logs. */
export function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    BOT_TOKEN: PROOF_BOT_TOKEN,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    BUILD_ID: 'proof',
    // Nothing listens there: a message the server decides to send fails at once, and never leaves the machine.
    TELEGRAM_API_BASE: 'http://127.0.0.1:9',
    ...UNLIMITED_RATES,
    // Every simulated player connects from 127.0.0.1: one address holding hundreds of connections.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...extra,
  };
}

export interface ProcessOptions {
  /** Runs it under `nice` at this niceness. */
  niceness?: number;
  /** Writes a V8 CPU profile (`--cpu-prof`) into this folder when it exits (the load bench's BENCH_CPU_PROFILE). */
  cpuProfileDir?: string;
}

/**
 * Starts `src/server/main.ts` with `env` over the inherited environment; resolves once it says it
 * listens, rejects if it exits first. No deadline of its own: a loaded machine starts it slowly, and
 * the calling hook's timeout bounds the wait.
 */
export async function startServerProcess(
  env: Record<string, string>,
  label = 'server',
  { niceness, cpuProfileDir }: ProcessOptions = {},
): Promise<ServerProcess> {
  const profile = cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`];
  const node = [process.execPath, ...profile, '--import', 'tsx', 'src/server/main.ts'];
  const [command = process.execPath, ...args] = niceness === undefined ? node : ['nice', '-n', String(niceness), ...node];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });

  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(log);
      if (match?.[1] === undefined) return;
      child.stdout.off('data', onData);
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      reject(new Error(`${label} exited (${String(code)}) before listening:\n${log}`));
    });
  });

  const pid = child.pid ?? -1;
  return {
    url,
    port: Number(new URL(url).port),
    pid,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => log,
    // A profiled process writes its profile as it exits: allow it the time.
    async stop(graceMs = cpuProfileDir === undefined ? 15_000 : 120_000) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
