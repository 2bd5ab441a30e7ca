/**
 * The friends the player invited (GET /backend/hub/friends), newest first with what each earned
 * the player. Like the leaderboard, not cached in IndexedDB: the count of friends (quest list) is,
 * and stays on screen offline.
 */
import type { Friends } from '#protocol/friends';
import type { DataClient } from '../client.ts';
import { loadNetwork } from '../network-loader.ts';
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

/**
 * Collects the share of friends' earnings ready now, then syncs so the balance shows it: the
 * tokens credited, or undefined when the server could not be asked (the failure is toasted).
 */
export async function collectFriendShare(client: DataClient | undefined): Promise<number | undefined> {
  if (client === undefined) return undefined;
  try {
    const network = await loadNetwork();
    const answer = await network.requestFriendShare(client.context);
    await client.sync();
    return answer.collected;
  } catch {
    return undefined;
  }
}
