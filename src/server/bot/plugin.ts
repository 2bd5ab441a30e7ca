/**
 * The bot inside the game's server. `webhook` (production): Telegram posts each update to
 * `POST /telegram/webhook` with the secret set by `bot setup`; an update without that secret is
 * refused (401) before anything else runs, so a forged update costs no Bot API call, and an update
 * delivered again is answered without being handled twice (services/bot-updates.ts). `polling`
 * (local work without a public address): the server asks Telegram for updates itself, which
 * deletes any webhook: never poll with the production bot's token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bot } from 'grammy';
import type { Update } from 'grammy/types';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { releaseUpdate, takeUpdate } from '../services/bot-updates.ts';
import { botTimeout } from '../telegram/bot-api.ts';
import { installCommands, type ConsoleLinkIssuer } from './commands.ts';
import { carriesPayment, installPayments } from './payments.ts';
import { installReachability } from './reachability.ts';

export const WEBHOOK_PATH = '/telegram/webhook';
const SECRET_HEADER = 'x-telegram-bot-api-secret-token';
/** How long the first update may wait for the bot's own identity (getMe). */
const INIT_TIMEOUT_MS = 10_000;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function secretMatches(given: string | string[] | undefined, secret: string | undefined): boolean {
  return secret !== undefined && typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));
}

function isUpdate(body: unknown): body is Update {
  return typeof body === 'object' && body !== null && Number.isSafeInteger((body as { update_id?: unknown }).update_id);
}

function registerWebhook(app: FastifyInstance, bot: Bot, context: AppContext): void {
  const secret = context.config.bot.webhookSecret;
  app.post(WEBHOOK_PATH, async (request, reply) => {
    if (!secretMatches(request.headers[SECRET_HEADER], secret))
      throw new HttpError(401, 'WEBHOOK_SECRET_INVALID', 'Webhook secret token missing or wrong');
    if (!isUpdate(request.body)) throw new HttpError(400, 'INVALID_INPUT', 'body: not a Telegram update');
    const update = request.body;
    const from = update.message?.from ?? update.callback_query?.from ?? update.my_chat_member?.from;
    const log = request.log.child({ updateId: update.update_id, ...(from === undefined ? {} : { playerId: from.id }) });
    try {
      // getMe once per process, after the secret check (grammY's webhookCallback would ask before it).
      await bot.init(botTimeout(INIT_TIMEOUT_MS));
    } catch (error) {
      log.warn({ err: error }, 'bot identity unavailable: Telegram will redeliver the update');
      throw new HttpError(503, 'BOT_UNAVAILABLE', 'The Bot API did not answer, try again');
    }
    // Taken only once the bot can answer: an update refused above comes again and is handled then.
    if (!(await takeUpdate(context.db, update.update_id, context.config.now()))) {
      log.info('bot update delivered again: answered once already');
      return reply.code(200).send({ ok: true });
    }
    try {
      await bot.handleUpdate(update);
    } catch (error) {
      log.error({ err: error }, 'bot update failed');
      // A payment must not be lost: released, Telegram delivers it again (its charge id grants once).
      if (carriesPayment(update)) {
        await releaseUpdate(context.db, update.update_id);
        throw new HttpError(503, 'BOT_UPDATE_FAILED', 'The payment was not recorded, deliver it again');
      }
      // Any other update is answered 200 all the same: a redelivered one would fail again (and could reply twice).
    }
    return reply.code(200).send({ ok: true });
  });
}

function startPolling(app: FastifyInstance, bot: Bot, log: FastifyBaseLogger): void {
  app.addHook('onReady', (done) => {
    const onStart = (me: { username: string }) => {
      log.info({ bot: me.username }, 'bot polling for updates');
    };
    bot.start({ onStart }).catch((error: unknown) => {
      log.error({ err: error }, 'bot polling stopped');
    });
    done();
  });
  app.addHook('onClose', async () => {
    if (bot.isRunning()) await bot.stop();
  });
}

export interface BotPluginOptions {
  /** The operator console's one-time sign-in links; undefined while it is not served. */
  consoleLink?: ConsoleLinkIssuer;
}

/** Commands, and the webhook route or the polling loop; nothing without a bot token. */
export function registerBot(app: FastifyInstance, context: AppContext, options: BotPluginOptions = {}): void {
  const bot = context.bot.bot;
  if (bot === undefined) return;
  const { config } = context;
  installCommands(bot, { config, db: context.db, consoleLink: options.consoleLink });
  installPayments(bot, { db: context.db, now: config.now, log: app.log });
  installReachability(bot, { db: context.db, now: config.now });
  bot.catch((error) => {
    app.log.error({ err: error.error, updateId: error.ctx.update.update_id }, 'bot command failed');
  });
  if (config.bot.mode === 'polling') startPolling(app, bot, app.log);
  else registerWebhook(app, bot, context);
}
