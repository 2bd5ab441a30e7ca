/**
 * The friends the player invited (GET /backend/hub/friends), newest first with what each earned
 * the player. Like the leaderboard, not cached in IndexedDB: the count of friends (quest list) is,
 * and stays on screen offline.
 */
import type { Friends } from '#protocol/friends';
import { useServerRead, type ReadFailure, type ServerReader } from './server-read.ts';

/** The list, a failure, or still loading (`friends` and `error` both undefined). */
export interface FriendsState {
  friends: Friends | undefined;
  error: ReadFailure | undefined;
  loading: boolean;
  refresh: () => void;
}

const readFriends: ServerReader<Friends> = (network, context) => network.requestFriends(context);

/** The friends list, fetched when the screen opens, after each sync and on `refresh()`. */
export function useFriends(): FriendsState {
  const { value, ...state } = useServerRead(readFriends);
  return { friends: value, ...state };
}
