/**
 * The data layer's public surface: what the app and the screens may use. Everything else in this
 * folder is the layer's own: store (the game store), storage (Dexie and its rows), network (the code
 * that talks to the server, loaded apart), transport and sync (what the first load keeps of
 * them: errors, server clock, re-sync) and hooks (React views over them, through `DataProvider`). Tests of the layer itself may reach inside.
 */
export { createDataClient, type DataClient } from './client.ts';
export { DataClientContext, DataProvider, useDataClient } from './provider.ts';
export { resyncAfterPayment, starsInvoice, type StarsInvoiceAnswer } from './stars.ts';
export { reminders } from './reminders.ts';
export type { RemindersSetting } from '#protocol/reminders';
export { preparedInvite } from './share.ts';
export type { ActionMoment, DataEvents, ToastEvent } from './events.ts';
export { REQUEST_TIMEOUT_MS } from './deps.ts';
export type { SeasonRow, SeasonType } from './storage/db-rows.ts';
export { GameDatabase } from './storage/db.ts';
export { readSettings } from './storage/settings.ts';
export { useSettings, useUpdateSettings } from './hooks/settings.ts';
export { DEFAULT_SETTINGS, type ColorMode, type Settings } from './storage/settings-defaults.ts';
export { loadNetwork } from './network-loader.ts';
export { SERVER_RESULT_TIMEOUT_MS, serverResult, type ServerResult } from './hooks/action-result.ts';
export { useOnline, usePendingCount, useRecentlyConfirmed } from './hooks/connection.ts';
export {
  useGameUser,
  useLiveView,
  useOpenedAt,
  usePendingActions,
  useQuestList,
  useResourceTicker,
  useSeason,
  useServerClock,
  useServerNow,
} from './hooks/game.ts';
export { useCatalog } from './hooks/catalog.ts';
export { useRewardPreview } from './hooks/reward-preview.ts';
export { useGameAction, type GameActionOptions, type PerformAction } from './hooks/game-action.ts';
export { useEventLeaderboard, useLeaderboard, type LeaderboardState } from './hooks/leaderboard.ts';
export { collectFriendShare, useFriends, type FriendsState } from './hooks/friends.ts';
export { acknowledgeNews, useNews } from './hooks/news.ts';
export type { NewsItem } from '#protocol/news';
// The server's answers the hooks hand out, typed for the screens.
export type { Leaderboard, LeaderboardEntry } from '#protocol/leaderboard';
export type { Friend, Friends } from '#protocol/friends';
export type { QuestListResponse } from '#protocol/quests';
