/**
 * The leaderboard (GET /backend/hub/leaderboard): tokens earned this season, the top 100 and the
 * player's own row. It is not cached in IndexedDB: it is only worth showing fresh.
 */
import type { Leaderboard } from '#protocol/leaderboard';
import { useServerRead, type ReadFailure, type ServerReader } from './server-read.ts';

/** The board, a failure, or still loading (`board` and `error` both undefined). */
export interface LeaderboardState {
  board: Leaderboard | undefined;
  error: ReadFailure | undefined;
  loading: boolean;
  refresh: () => void;
}

const readLeaderboard: ServerReader<Leaderboard> = (network, context) => network.requestLeaderboard(context);

/** The leaderboard, fetched when the screen opens, after each sync and on `refresh()`. */
export function useLeaderboard(): LeaderboardState {
  const { value, ...state } = useServerRead(readLeaderboard);
  return { board: value, ...state };
}

const readEventLeaderboard: ServerReader<Leaderboard> = (network, context) => network.requestEventLeaderboard(context);

/** The running event's board (event tokens earned this event), fetched like the season's. */
export function useEventLeaderboard(): LeaderboardState {
  const { value, ...state } = useServerRead(readEventLeaderboard);
  return { board: value, ...state };
}
