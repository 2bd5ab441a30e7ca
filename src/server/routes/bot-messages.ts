/**
 * POST /api/welcomeMessage, /api/discord, /api/refMessage: messages through the bot, answered 202.
 * A player may only message themself, or the referrer whose link they joined with.
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
import { HttpError, invalidInput } from '../http-error.ts';
import { linkDiscord, sendReferral, sendWelcome } from '../services/bot-messages.ts';
import { readUser, type StoredUser } from '../services/users.ts';
import { fieldWithNul } from '../text.ts';
import { parseInput } from '../validate.ts';

function forbidden(): HttpError {
  return new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
}

/** The body, unless a text holds U+0000: it could be neither stored nor sent once only. */
function withoutNul<T extends Record<string, unknown>>(body: T): T {
  const field = fieldWithNul(body);
  if (field !== undefined) throw invalidInput(`body.${field}`, 'must not contain U+0000');
  return body;
}

async function caller(context: AppContext, request: FastifyRequest): Promise<StoredUser> {
  const claims = requireSession(request);
  const user = await readUser(context.db, claims.userId);
  if (user === undefined) throw userNotFound();
  return user;
}

export function registerBotMessageRoutes(app: FastifyInstance, context: AppContext): void {
  app.post(WELCOME_MESSAGE_PATH, async (request, reply): Promise<BotMessageResponse> => {
    const user = await caller(context, request);
    const body = withoutNul(parseInput(welcomeMessageBodySchema, request.body, 'body'));
    if (Number(body.telegramId) !== user.telegramId) throw forbidden();
    reply.code(202);
    return { status: await sendWelcome(context, user.telegramId, body, request.log) };
  });

  app.post(DISCORD_PATH, async (request, reply): Promise<BotMessageResponse> => {
    const user = await caller(context, request);
    const body = withoutNul(parseInput(discordBodySchema, request.body, 'body'));
    if (Number(body.telegramId) !== user.telegramId) throw forbidden();
    reply.code(202);
    return { status: await linkDiscord(context, user.telegramId, body.discordId, request.log) };
  });

  app.post(REF_MESSAGE_PATH, async (request, reply): Promise<BotMessageResponse> => {
    const user = await caller(context, request);
    const body = withoutNul(parseInput(refMessageBodySchema, request.body, 'body'));
    if (user.referrerId === null || Number(body.referrerId) !== user.referrerId) throw forbidden();
    reply.code(202);
    return { status: await sendReferral(context, user.telegramId, user.referrerId, body, request.log) };
  });
}
