/**
 * `npm start`: builds the client when the build is missing or older than its sources, then runs the
 * server. The production image builds once (`npm run build`) and runs `main.ts` directly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const builtMarker = join(root, 'dist', 'build.json');
const sources = [
  'src/client',
  'src/admin',
  'src/domain',
  'src/protocol',
  'sw',
  'public',
  'vite.config.ts',
  'vite.admin.config.ts',
  'lingui.config.ts',
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function clientBuildIsCurrent(): boolean {
  if (!existsSync(builtMarker) || !existsSync(join(root, 'dist', 'admin', 'index.html'))) return false;
  const builtAt = statSync(builtMarker).mtimeMs;
  return sources.every((source) => !existsSync(join(root, source)) || newestChange(join(root, source)) <= builtAt);
}

if (!clientBuildIsCurrent()) {
  console.log('Building the client (dist/ is missing or older than its sources)...');
  // The game, then the operator console (its own entry, into dist/admin).
  for (const config of ['vite.config.ts', 'vite.admin.config.ts']) {
    const build = spawnSync('npx', ['vite', 'build', '--config', config, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const { main } = await import('./main.ts');
await main();
