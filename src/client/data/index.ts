/**
 * The data layer's public surface: what the app and the screens may use. Everything else in this
 * folder is the layer's own: storage (Dexie and its rows), transport (requests, session, errors),
 * outbox (optimistic actions and their sending), sync (snapshots, lists, server clock) and hooks
 * (React views over them). Tests of the layer itself may reach inside.
 */
export { configureData, dataClient, maybeDataClient, startAdView, type DataClient } from './client.ts';
export type { ActionMoment, DataEvents } from './events.ts';
export { REQUEST_TIMEOUT_MS } from './deps.ts';
export type { SeasonRow, SeasonType } from './storage/db-rows.ts';
export { GameDatabase } from './storage/db.ts';
export { readSettings, updateSettings, useSettings } from './storage/settings.ts';
export { DEFAULT_SETTINGS, type ColorMode, type Settings } from './storage/settings-defaults.ts';
export { loadNetwork } from './sync/network.ts';
export { serverResult, type ServerResult } from './hooks/action-result.ts';
export { useOnline, usePendingCount, useRecentlyConfirmed } from './hooks/connection.ts';
export {
  serverNow,
  useGameUser,
  useOpenedAt,
  usePendingActions,
  useQuestList,
  useResourceTicker,
  useSeason,
  useServerNow,
} from './hooks/game.ts';
export { useCatalog } from './hooks/catalog.ts';
export { useGameAction, type GameActionOptions, type PerformAction } from './hooks/game-action.ts';
export { useLeaderboard, type LeaderboardState } from './hooks/leaderboard.ts';
export { useFriends, type FriendsState } from './hooks/friends.ts';
// The server's answers the hooks hand out, typed for the screens.
export type { Leaderboard, LeaderboardEntry } from '#protocol/leaderboard';
export type { Friend, Friends } from '#protocol/friends';
export type { QuestListResponse } from '#protocol/quests';
