/**
 * The worker thread of {@link judgeBalance}: plays the balance simulation on the catalog it is
 * sent and answers the target checks.
 */
import { parentPort } from 'node:worker_threads';
import type { Catalog } from '#domain/catalog-types';
import { balanceVerdict } from '#domain/simulation-verdict';

parentPort?.once('message', (catalog: Catalog) => {
  parentPort?.postMessage(balanceVerdict(catalog).checks);
});
