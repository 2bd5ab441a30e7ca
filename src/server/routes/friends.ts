/** GET /backend/hub/friends: the friends the caller invited, newest first, with what each earned them. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FRIENDS_PATH, friendsSchema } from '#protocol/friends';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { listFriends } from '../services/friends.ts';

export function registerFriendsRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(FRIENDS_PATH, { schema: { response: { 200: friendsSchema } } }, async (request) => {
    // Only ever the session's own friends: no parameter names another player.
    const { userId } = requireSession(request);
    const { friends, total } = await listFriends(context.db, userId);
    return { friends, total, serverNow: context.config.now() };
  });
}
