import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Builds the client for the run (e2e and proofs), with a build id of its own, unless `dist` is newer
 * than every source: `npm test` builds once for both, and a file run again needs no new build.
 */
export default function setup(): void {
  if (distIsFresh()) return;
  const env = { ...process.env, BUILD_ID: `e2e-${String(Date.now())}` };
  // The game, then the operator console (its own entry, into dist/admin).
  for (const config of ['vite.config.ts', 'vite.admin.config.ts']) {
    const build = spawnSync('npx', ['vite', 'build', '--config', config, '--logLevel', 'error'], { cwd: root, stdio: 'inherit', env });
    if (build.status !== 0) throw new Error(`vite build (${config}) failed with status ${String(build.status)}`);
  }
}
