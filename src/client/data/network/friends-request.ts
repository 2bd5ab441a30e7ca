/** GET /backend/hub/friends, in the network chunk (its schema brings zod; see sync/network.ts). */
import {
  FRIEND_SHARE_PATH,
  FRIENDS_PATH,
  friendShareAnswerSchema,
  friendsSchema,
  type FriendShareAnswer,
  type Friends,
} from '#protocol/friends';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/**
 * The friends the player invited, newest first, with what each earned the player.
 */
export function requestFriends(context: DataContext): Promise<Friends> {
  return requestJson(context, { method: 'GET', path: FRIENDS_PATH, schema: friendsSchema });
}

/**
 * Collects the player's share of friends' earnings ready now.
 */
export function requestFriendShare(context: DataContext): Promise<FriendShareAnswer> {
  return requestJson(context, { method: 'POST', path: FRIEND_SHARE_PATH, schema: friendShareAnswerSchema, mode: 'toast' });
}
