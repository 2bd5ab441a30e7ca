/** The console's bot messages: the queue's state, and an announcement to a segment (audited). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSOLE_ANNOUNCE_PATH,
  CONSOLE_MESSAGES_PATH,
  announceBodySchema,
  announceResponseSchema,
  consoleMessagesSchema,
} from '#protocol/console-messages';
import type { AppContext } from '../../context.ts';
import { audit } from '../../console/audit.ts';
import { messageQueueView } from '../../console/messages.ts';
import { invalidInput } from '../../http-error.ts';
import { announce } from '../../services/announcements.ts';

export function registerMessageConsoleRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  app.get(CONSOLE_MESSAGES_PATH, { schema: { response: { 200: consoleMessagesSchema } } }, async () => messageQueueView(db));
  app.post(CONSOLE_ANNOUNCE_PATH, { schema: { body: announceBodySchema, response: { 200: announceResponseSchema } } }, async (request) => {
    const { text, segment, language } = request.body;
    if (segment === 'language' && language === undefined) throw invalidInput('body.language', 'the language segment needs a language');
    const now = config.now();
    // One transaction: the queued messages and their audit entry land together.
    return db.transaction(async (tx) => {
      const queued = await announce(tx, { text, segment, language }, now);
      await audit(
        tx,
        {
          operatorId: request.operatorId,
          action: 'announce',
          target: queued.announcementId,
          detail: { segment, language, text, queued: queued.queued },
        },
        now,
      );
      return queued;
    });
  });
}
