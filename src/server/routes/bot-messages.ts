/**
 * POST /api/welcomeMessage, /api/discord, /api/refMessage: the notes' message calls, answered 202
 * `{ status }`. A player may only be welcomed or linked themself, and only tell the referrer they
 * joined with; what is sent, and whether, is the service's (once per kind and player).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DISCORD_PATH,
  REF_MESSAGE_PATH,
  WELCOME_MESSAGE_PATH,
  discordBodySchema,
  refMessageBodySchema,
  welcomeMessageBodySchema,
  type BotMessageResponse,
} from '#protocol/bot-messages';
import { MESSAGES } from '#protocol/errors';
import { requireSession, userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { linkDiscord, notifyReferrer, sendWelcome } from '../services/bot-messages.ts';
import { readUser, type StoredUser } from '../services/users.ts';
import { parseInput } from '../validate.ts';

function forbidden(): HttpError {
  return new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
}

/** The caller's player: the messages are for players who opened the game. */
async function caller(context: AppContext, request: FastifyRequest): Promise<StoredUser> {
  const claims = requireSession(request);
  const user = await readUser(context.db, claims.userId);
  if (user === undefined) throw userNotFound();
  return user;
}

export function registerBotMessageRoutes(app: FastifyInstance, context: AppContext): void {
  app.post(WELCOME_MESSAGE_PATH, async (request, reply): Promise<BotMessageResponse> => {
    const user = await caller(context, request);
    const body = parseInput(welcomeMessageBodySchema, request.body, 'body');
    if (Number(body.telegramId) !== user.telegramId) throw forbidden();
    reply.code(202);
    return { status: await sendWelcome(context, user, request.log) };
  });

  app.post(DISCORD_PATH, async (request, reply): Promise<BotMessageResponse> => {
    const user = await caller(context, request);
    const body = parseInput(discordBodySchema, request.body, 'body');
    if (Number(body.telegramId) !== user.telegramId) throw forbidden();
    reply.code(202);
    return { status: await linkDiscord(context, user, body.discordId, request.log) };
  });

  app.post(REF_MESSAGE_PATH, async (request, reply): Promise<BotMessageResponse> => {
    const user = await caller(context, request);
    const body = parseInput(refMessageBodySchema, request.body, 'body');
    if (user.referrerId === null || Number(body.referrerId) !== user.referrerId) throw forbidden();
    reply.code(202);
    return { status: await notifyReferrer(context, user.telegramId, request.log) };
  });
}
