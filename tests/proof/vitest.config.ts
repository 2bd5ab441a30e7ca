import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * The proofs of docs/reliability.md: load, faults and bad input against the real server (and, for the
 * flaky network, the built app in Chromium). Short versions by default; `PROOF_FULL=1` runs the long
 * ones. One file at a time: each one owns the machine's two cores while it measures.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'proof',
    include: ['tests/proof/**/*.proof.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // One module graph for all the files, as in the e2e tests: the server's modules load once.
    isolate: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
