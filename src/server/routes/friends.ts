/**
 * GET /backend/hub/friends: the friends the caller invited, newest first, with what each earned them
 * and their progress; POST /backend/hub/friends/share: collects the share of their earnings ready.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { utcDay } from '#domain/time';
import { FRIEND_SHARE_PATH, FRIENDS_PATH, friendSchema, friendShareAnswerSchema, friendsSchema } from '#protocol/friends';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { collectShares } from '../services/friend-share.ts';
import { listFriends } from '../services/friends.ts';
import { friendsInvitedOf } from '../services/player-store.ts';
import { readSettledPlayer } from '../services/settle.ts';
import { validRows } from '../services/valid-rows.ts';

export function registerFriendsRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(FRIENDS_PATH, { schema: { response: { 200: friendsSchema } } }, async (request) => {
    // Only ever the session's own friends (no parameter names another player), and only for a player
    // who exists: the one read-or-refuse every read of the hub goes through.
    const session = requireSession(request);
    const { now, loaded } = await readSettledPlayer(context, session, { friends: true });
    const seasonId = loaded.running.main?.id;
    const listed = await listFriends(context.db, session.userId, { seasonId, today: utcDay(now), total: friendsInvitedOf(loaded) });
    return { ...listed, friends: validRows(listed.friends, friendSchema, request.log, 'friends'), serverNow: now };
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(FRIEND_SHARE_PATH, { schema: { response: { 200: friendShareAnswerSchema } } }, async (request) => {
      const session = requireSession(request);
      return { collected: await collectShares(context, session), serverNow: context.config.now() };
    });
}
