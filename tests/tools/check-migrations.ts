/**
 * Fails when `src/server/db/schema.ts` holds a change that no committed migration does: drizzle-kit
 * generates into a copy of the migrations folder, and any file it adds there is a missing migration.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrations = join(root, 'src/server/db/migrations');
// drizzle-kit takes `--out` relative to the working folder, so the copy lives inside the project.
const copyPath = 'node_modules/.cache/hh-migrations-check';
const copy = join(root, copyPath);

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

try {
  rmSync(copy, { recursive: true, force: true });
  cpSync(migrations, copy, { recursive: true });
  const before = files(copy);
  const run = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', 'src/server/db/schema.ts', '--out', copyPath],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  // drizzle-kit exits 0 even when it failed, so its output is read too.
  if (run.status !== 0 || /error/i.test(run.stderr)) {
    console.error(run.stdout, run.stderr);
    throw new Error(`drizzle-kit generate failed with status ${String(run.status)}`);
  }
  const added = files(copy).filter((name) => !before.includes(name));
  if (added.length > 0) {
    console.error(`schema.ts has changes no migration holds; run \`npm run db:generate\` and commit:\n  ${added.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('migrations: the schema adds nothing');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
