/**
 * POST /api/welcomeMessage, /api/discord, /api/refMessage: the message calls of docs/product.md (section 7), answered 202
 * `{ status }`. A player may only be welcomed or linked themself, and only tell the referrer they
 * joined with; what is sent, and whether, is the service's (once per kind and player).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DISCORD_PATH,
  REF_MESSAGE_PATH,
  WELCOME_MESSAGE_PATH,
  botMessageResponseSchema,
  discordBodySchema,
  refMessageBodySchema,
  welcomeMessageBodySchema,
} from '#protocol/bot-messages';
import { MESSAGES } from '#protocol/errors';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { linkDiscord, notifyReferrer, sendWelcome } from '../services/bot-messages.ts';
import { readSettledPlayer } from '../services/settle.ts';
import type { StoredUser } from '../services/users.ts';

function forbidden(): HttpError {
  return new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
}

/** The caller's player: the messages are for players who opened the game. */
async function caller(context: AppContext, request: FastifyRequest): Promise<StoredUser> {
  return (await readSettledPlayer(context, requireSession(request))).user;
}

const answers = { 202: botMessageResponseSchema };

export function registerBotMessageRoutes(fastify: FastifyInstance, context: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(WELCOME_MESSAGE_PATH, { schema: { body: welcomeMessageBodySchema, response: answers } }, async (request, reply) => {
    const user = await caller(context, request);
    if (Number(request.body.telegramId) !== user.telegramId) throw forbidden();
    reply.code(202);
    return { status: await sendWelcome(context, user, request.log) };
  });

  app.post(DISCORD_PATH, { schema: { body: discordBodySchema, response: answers } }, async (request, reply) => {
    const user = await caller(context, request);
    if (Number(request.body.telegramId) !== user.telegramId) throw forbidden();
    reply.code(202);
    return { status: await linkDiscord(context, user, request.body.discordId, request.log) };
  });

  app.post(REF_MESSAGE_PATH, { schema: { body: refMessageBodySchema, response: answers } }, async (request, reply) => {
    const user = await caller(context, request);
    if (user.referrerId === null || Number(request.body.referrerId) !== user.referrerId) throw forbidden();
    reply.code(202);
    return { status: await notifyReferrer(context, user.telegramId, request.log) };
  });
}
