/** GET /backend/hub/friends, in the network chunk (its schema brings zod; see sync/network.ts). */
import { FRIENDS_PATH, friendsSchema, type Friends } from '#protocol/friends';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/**
 * The friends the player invited, newest first, with what each earned the player.
 * @lazy used through the module network.ts loads on demand
 */
export function requestFriends(context: DataContext): Promise<Friends> {
  return requestJson(context, { method: 'GET', path: FRIENDS_PATH, schema: friendsSchema });
}
