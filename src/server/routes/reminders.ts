/** GET / POST /backend/hub/reminders: the player's switch for the bot's reminders. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REMINDERS_PATH, remindersBodySchema, remindersResponseSchema } from '#protocol/reminders';
import { requireSession, userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { readContact, setReminders } from '../services/bot-contacts.ts';
import { readUser } from '../services/users.ts';

export function registerRemindersRoute(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const answer = async (userId: number) => {
    const contact = await readContact(db, userId);
    return { on: contact.remindersOn, reachable: contact.reachable };
  };
  app.get(REMINDERS_PATH, { schema: { response: { 200: remindersResponseSchema } } }, async (request) => {
    const session = requireSession(request);
    return answer(session.userId);
  });
  app.post(REMINDERS_PATH, { schema: { body: remindersBodySchema, response: { 200: remindersResponseSchema } } }, async (request) => {
    const session = requireSession(request);
    if ((await readUser(db, session.userId)) === undefined) throw userNotFound();
    await setReminders(db, session.userId, request.body.on, config.now());
    return answer(session.userId);
  });
}
