/**
 * How a proof hands its numbers to docs/reliability.md: each proof writes one markdown section to
 * `tests/proof/.results/<name>.md`; `npm run proof -- --full` pastes the sections between the
 * `<!-- proof:<name> -->` markers of the document. Short runs record too, but only a full run
 * rewrites the document.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const resultsDir = fileURLToPath(new URL('./.results/', import.meta.url));

/** True when the long versions run (`npm run proof -- --full`). */
export const full = process.env.PROOF_FULL === '1';

/** Records the markdown body of section `name`, stamped with the run's mode and date. */
export function recordResult(name: string, markdown: string): void {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = `_${full ? 'Full' : 'Short'} run, ${new Date().toISOString().slice(0, 10)}._`;
  writeFileSync(`${resultsDir}${name}.md`, `${stamp}\n\n${markdown.trim()}\n`);
}
