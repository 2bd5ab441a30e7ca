/** What `network.ts` loads: the modules that talk to the server. */
export { createFlushScheduler } from './flush-scheduler.ts';
export { syncAll } from './sync-all.ts';
export { requestAdView } from './ad-view.ts';
