/**
 * The one way the server calls the Telegram Bot API: grammY's client, pointed at
 * `TELEGRAM_API_BASE` (tests point it at a local stand-in), with every call counted by outcome and
 * every error message stripped of the bot token. The bot (commands, webhook, polling) and the
 * services (messages, channel membership) share the same grammY `Bot`. Without a token nothing is
 * sent: callers record and log instead.
 */
import { Bot, GrammyError, HttpError, type Api } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';

export type BotFailure = 'BOT_DISABLED' | 'BOT_API_ERROR' | 'BOT_UNREACHABLE';
export type BotCall<T> = { ok: true; value: T } | { ok: false; reason: BotFailure; message: string };

/** How a Bot API call ended, as counted: answered ok, refused by Telegram, or not answered. */
export type BotCallOutcome = 'ok' | 'refused' | 'unreachable';

export type InlineButton = InlineKeyboardButton;

export interface BotApi {
  /** False without a bot token: nothing is sent. */
  readonly enabled: boolean;
  /** grammY's bot (commands, webhook, polling, and `bot.api` for any other method); undefined without a token. */
  readonly bot: Bot | undefined;
  sendMessage(chatId: number, text: string, buttons?: InlineButton[][]): Promise<BotCall<{ messageId: number }>>;
  /** The member's status in a chat: creator, administrator, member, restricted, left, kicked. */
  getChatMember(chatId: string | number, userId: number): Promise<BotCall<{ status: string }>>;
}

/** A single call's limit, so a player's request never waits on Telegram for long. */
const CALL_TIMEOUT_MS = 10_000;
/** grammY's own limit per request: above the 30 s of a long-polling getUpdates. */
const CLIENT_TIMEOUT_SECONDS = 60;

/** The signal type grammY declares (its shim's); Node's own AbortSignal is what it uses at run time. */
export type BotSignal = NonNullable<Parameters<Api['getMe']>[0]>;

/** A signal that aborts a Bot API call after `ms`. */
export function botTimeout(ms: number): BotSignal {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- same class at run time
  return AbortSignal.timeout(ms);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Bot API's root as grammY wants it (no trailing slash); refuses anything but https, or http on
 * this machine (a test stand-in). The message never holds the token: it is not part of the base.
 */
export function botApiRoot(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error('TELEGRAM_API_BASE must be an absolute URL');
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.startsWith('127.');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error('TELEGRAM_API_BASE must be https (or http on 127.0.0.1 for a local stand-in)');
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    throw new Error('TELEGRAM_API_BASE must hold no query, fragment or credentials');
  return url.href.replace(/\/+$/, '');
}

/** `text` with the token, and anything shaped like a bot token, replaced: it is logged and stored. */
export function redactToken(text: string, token: string | undefined): string {
  const plain = token === undefined || token === '' ? text : text.split(token).join('<bot token>');
  return plain.replace(/\b\d{5,}:[A-Za-z0-9_-]{20,}/g, '<bot token>');
}

function outcomeOf(error: unknown): BotCallOutcome {
  return error instanceof GrammyError ? 'refused' : 'unreachable';
}

function failureOf(error: unknown, token: string): { ok: false; reason: BotFailure; message: string } {
  if (error instanceof GrammyError) return { ok: false, reason: 'BOT_API_ERROR', message: redactToken(error.description, token) };
  const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
  return { ok: false, reason: 'BOT_UNREACHABLE', message: redactToken(message, token) };
}

/** grammY's bot on the configured Bot API root; each call reports its outcome to `observe`. */
export function createBot(token: string, apiBase: string, observe: (method: string, outcome: BotCallOutcome) => void): Bot {
  const bot = new Bot(token, { client: { apiRoot: botApiRoot(apiBase), timeoutSeconds: CLIENT_TIMEOUT_SECONDS } });
  // Installed on bot.api, and so on the api of every update's context too (grammY copies them).
  bot.api.config.use(async (previous, method, payload, signal) => {
    try {
      const answer = await previous(method, payload, signal);
      observe(method, answer.ok ? 'ok' : 'refused');
      return answer;
    } catch (error) {
      observe(method, outcomeOf(error));
      throw error;
    }
  });
  return bot;
}

async function attempt<T>(token: string, call: (signal: BotSignal) => Promise<T>): Promise<BotCall<T>> {
  try {
    return { ok: true, value: await call(botTimeout(CALL_TIMEOUT_MS)) };
  } catch (error) {
    return failureOf(error, token);
  }
}

const DISABLED = { ok: false, reason: 'BOT_DISABLED', message: 'No bot token configured' } as const;

/** The services' view of the bot; `bot` undefined (no token) disables it. */
export function createBotApi(bot: Bot | undefined): BotApi {
  return {
    enabled: bot !== undefined,
    bot,
    async sendMessage(chatId, text, buttons) {
      if (bot === undefined) return DISABLED;
      const markup = buttons === undefined || buttons.length === 0 ? {} : { reply_markup: { inline_keyboard: buttons } };
      const sent = await attempt(bot.token, (signal) => bot.api.sendMessage(chatId, text, markup, signal));
      return sent.ok ? { ok: true, value: { messageId: sent.value.message_id } } : sent;
    },
    async getChatMember(chatId, userId) {
      if (bot === undefined) return DISABLED;
      const member = await attempt(bot.token, (signal) => bot.api.getChatMember(chatId, userId, signal));
      return member.ok ? { ok: true, value: { status: member.value.status } } : member;
    },
  };
}
