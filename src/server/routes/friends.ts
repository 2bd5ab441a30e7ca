/** GET /backend/hub/friends: the friends the caller invited, newest first, with what each earned them. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FRIENDS_PATH, friendsSchema } from '#protocol/friends';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { listFriends } from '../services/friends.ts';
import { readSettledPlayer } from '../services/settle.ts';

export function registerFriendsRoute(app: FastifyInstance, context: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(FRIENDS_PATH, { schema: { response: { 200: friendsSchema } } }, async (request) => {
    // Only ever the session's own friends (no parameter names another player), and only for a player
    // who exists: the one read-or-refuse every read of the hub goes through.
    const session = requireSession(request);
    const { now } = await readSettledPlayer(context, session);
    const { friends, total } = await listFriends(context.db, session.userId);
    return { friends, total, serverNow: now };
  });
}
