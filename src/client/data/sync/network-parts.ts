/** What `network.ts` loads: the modules that talk to the server. */
export { createFlushScheduler } from '../outbox/flush-scheduler.ts';
export { storedAnswer } from '../outbox/stored-answer.ts';
export { syncAll } from './sync-all.ts';
export { requestLeaderboard } from '../transport/leaderboard-request.ts';
export { requestAdView } from '../transport/ad-view.ts';
export { requestFriends } from '../transport/friends-request.ts';
