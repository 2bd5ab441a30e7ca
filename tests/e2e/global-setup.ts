import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the build is made from: a change to any of these makes `dist` stale. */
const SOURCES = ['src', 'sw', 'public', 'vite.config.ts', 'vite.admin.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package-lock.json'];

/** The newest modification time under `path`, ms. */
function newest(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stats.mtimeMs);
}

/** True when `dist` was built after the last change to its sources (the e2e run just built it, say). */
function distIsFresh(): boolean {
  const stamp = join(root, 'dist', 'build.json');
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.every((source) => newest(join(root, source)) < built);
}

/** Held while a run builds: `npm test` runs the end-to-end files and the proofs side by side. */
const LOCK = join(root, 'node_modules', '.cache', 'dist-build.lock');
const LOCK_WAIT_MS = 300_000;

/** Takes the build lock, waiting while another run holds it; a lock older than the wait is a crashed run's. */
async function takeLock(): Promise<void> {
  mkdirSync(dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      const heldSince = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - heldSince > LOCK_WAIT_MS) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * Builds the client for the run (e2e and proofs), with a build id of its own, unless `dist` is newer
 * than every source: `npm test` builds once for both, and a file run again needs no new build.
 */
export default async function setup(): Promise<void> {
  await takeLock();
  try {
    if (distIsFresh()) return;
    const env = { ...process.env, BUILD_ID: `e2e-${String(Date.now())}` };
    // The game, then the operator console (its own entry, into dist/admin).
    for (const config of ['vite.config.ts', 'vite.admin.config.ts']) {
      const build = spawnSync('npx', ['vite', 'build', '--config', config, '--logLevel', 'error'], { cwd: root, stdio: 'inherit', env });
      if (build.status !== 0) throw new Error(`vite build (${config}) failed with status ${String(build.status)}`);
    }
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
