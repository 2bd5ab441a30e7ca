/**
 * The one way the server calls the Telegram Bot API: grammY's client, pointed at
 * `TELEGRAM_API_BASE` (tests point it at a local stand-in), with every call counted by outcome and
 * every error message stripped of the bot token. The bot (commands, webhook, polling) and the
 * services (messages, channel membership) share the same grammY `Bot`. Without a token nothing is
 * sent: callers record and log instead.
 */
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, GrammyError, HttpError, type Api } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import { botApiRoot } from './api-base.ts';

export type BotFailure = 'BOT_DISABLED' | 'BOT_API_ERROR' | 'BOT_UNREACHABLE';
/** A failed call: Telegram's `error_code` and `retry_after` (seconds) when it answered. */
export interface BotCallFailure {
  ok: false;
  reason: BotFailure;
  message: string;
  code?: number;
  retryAfter?: number;
}
export type BotCall<T> = { ok: true; value: T } | BotCallFailure;

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

/** `text` with the token, and anything shaped like a bot token, replaced: it is logged and stored. */
export function redactToken(text: string, token: string | undefined): string {
  const plain = token === undefined || token === '' ? text : text.split(token).join('<bot token>');
  return plain.replace(/\b\d{5,}:[A-Za-z0-9_-]{20,}/g, '<bot token>');
}

function outcomeOf(error: unknown): BotCallOutcome {
  return error instanceof GrammyError ? 'refused' : 'unreachable';
}

function failureOf(error: unknown, token: string): BotCallFailure {
  if (error instanceof GrammyError) {
    const retryAfter = error.parameters.retry_after;
    return {
      ok: false,
      reason: 'BOT_API_ERROR',
      message: redactToken(error.description, token),
      code: error.error_code,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    };
  }
  const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
  return { ok: false, reason: 'BOT_UNREACHABLE', message: redactToken(message, token) };
}

/**
 * A 429 with a `retry_after` up to this is waited out inside the call (grammY's auto-retry, also on
 * 5xx); a longer one comes back to the caller, and the message queue sends the row again after it.
 */
const RETRY_IN_CALL_MAX_SECONDS = 5;

/** grammY's bot on the configured Bot API root; each call (each try) reports its outcome to `observe`. */
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
  // Installed after the counter, so it wraps it: every try is counted.
  bot.api.config.use(autoRetry({ maxDelaySeconds: RETRY_IN_CALL_MAX_SECONDS, maxRetryAttempts: 2, rethrowHttpErrors: true }));
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
