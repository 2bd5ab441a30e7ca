import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the client once for the whole e2e run, with a build id of its own. */
export default function setup(): void {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_ID: `e2e-${Date.now()}` },
  });
  if (build.status !== 0) throw new Error(`vite build failed with status ${String(build.status)}`);
}
