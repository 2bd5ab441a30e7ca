/** What `network.ts` loads: the modules that talk to the server. */
export { createFlushScheduler } from './flush-scheduler.ts';
export { syncAll } from './sync-all.ts';
export { requestEventLeaderboard, requestLeaderboard } from './leaderboard-request.ts';
export { requestAdView } from './ad-view.ts';
export { requestFriendShare, requestFriends } from './friends-request.ts';
export { requestNewsAck } from './news-ack.ts';
export { requestStarsInvoice } from './stars-invoice.ts';
export { requestReminders } from './reminders-request.ts';
export { requestPreparedInvite } from './share-invite.ts';
