/**
 * `npm run proof`: the short proofs, as tests (part of `npm test`).
 * `npm run proof -- --full`: the long ones, then their numbers pasted into docs/reliability.md (also
 * when a proof fails: a missed target is a number the document must show).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resultsDir } from './results.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const full = process.argv.includes('--full');
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

rmSync(resultsDir, { recursive: true, force: true });
const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/proof/vitest.config.ts', ...filters], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PROOF_FULL: full ? '1' : '0' },
});
// A full run writes what it measured even when a target is missed: the document must show it.
if (full) {
  const documentPath = `${root}docs/reliability.md`;
  let document = readFileSync(documentPath, 'utf8');
  document = document.replace(/<!-- proof:([\w-]+) -->[\s\S]*?<!-- \/proof:\1 -->/g, (section, name: string) => {
    const path = `${resultsDir}${name}.md`;
    return existsSync(path) ? `<!-- proof:${name} -->\n${readFileSync(path, 'utf8')}<!-- /proof:${name} -->` : section;
  });
  writeFileSync(documentPath, document);
  console.log(`numbers written to ${documentPath}`);
}
process.exit(run.status ?? 1);
