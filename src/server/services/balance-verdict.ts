/**
 * The balance simulation of a candidate catalog, off the event loop: it plays about two seconds of
 * CPU, which on the main thread would stall every player this instance serves. Each verdict runs in
 * a worker thread of its own (publishing is rare; a pool would only hold memory).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Catalog } from '#domain/catalog-types';
import type { TargetCheck } from '#domain/simulation-targets';

// The server runs its TypeScript through tsx (and tests through Vite): the worker registers tsx
// itself, by absolute paths, so it starts the same under either and from any working directory.
const require = createRequire(import.meta.url);
const WORKER_SOURCE = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(fileURLToPath(new URL('./balance-verdict.worker.ts', import.meta.url)))});`;

/** The target checks of `catalog` (every one, passed or not). */
export function judgeBalance(catalog: Catalog): Promise<TargetCheck[]> {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  return new Promise<TargetCheck[]>((resolve, reject) => {
    worker.once('message', (checks: TargetCheck[]) => {
      resolve(checks);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      reject(new Error(`the balance simulation stopped (exit code ${code})`));
    });
    worker.postMessage(catalog);
  });
}
