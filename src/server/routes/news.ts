/** POST /backend/hub/news/ack: the client showed these news items; they are not sent again. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NEWS_ACK_PATH, newsAckBodySchema, newsAckResponseSchema } from '#protocol/news';
import { requireSession, userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { acknowledgeNews } from '../services/news.ts';
import { readUser } from '../services/users.ts';

export function registerNewsRoute(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(NEWS_ACK_PATH, { schema: { body: newsAckBodySchema, response: { 200: newsAckResponseSchema } } }, async (request) => {
      const session = requireSession(request);
      if ((await readUser(context.db, session.userId)) === undefined) throw userNotFound();
      return { acknowledged: await acknowledgeNews(context.db, session.userId, request.body.ids, context.config.now()) };
    });
}
