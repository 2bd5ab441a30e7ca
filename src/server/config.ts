/**
 * The server's configuration: one plain object, read from the environment by `main.ts` and built by
 * hand in tests, so nothing below reads `process.env` on its own.
 */
import type { ConnectionLimits } from './plugins/connections.ts';

export type ServerMode = 'development' | 'production' | 'test';

export interface ServerConfig {
  mode: ServerMode;
  /** The Telegram bot token; undefined runs the development signer (never in production). */
  botToken: string | undefined;
  /** Oldest accepted launch data, in seconds; 0 turns the age check off. */
  authMaxAgeSeconds: number;
  /** Key of the session HMAC: SESSION_SECRET, else derived from the bot token, else random per data folder. */
  sessionSecret: string;
  /** How long a session lives, in ms. */
  sessionTtlMs: number;
  /** Identifies the running build; sent as the `Version` header. */
  buildId: string;
  /** Folder of the built client, or undefined to serve no static files. */
  staticDir: string | undefined;
  /** Channel of the channel-join quest (`@name` or numeric id), checked with getChatMember. */
  channelId: string | undefined;
  /** Base URL of the Telegram Bot API, e.g. https://api.telegram.org (tests point it at a stub). */
  telegramApiBase: string;
  bot: BotConfig;
  /** Bearer token `GET /metrics` asks for; undefined: 404 in production, open otherwise. */
  metricsToken: string | undefined;
  /**
   * The secret path part of the reward URL Adsgram calls (`/adsgram/reward/<secret>?userid=[userId]`);
   * set, an ad card is granted only by spending one of its confirmations; unset, by an ad-view token.
   */
  adsgramRewardSecret: string | undefined;
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  rateLimit: RateLimitConfig;
  /** Redis that holds the rate-limit counters of every instance; undefined: this process's memory. */
  redisUrl: string | undefined;
  /** Prefix of every key the server writes to Redis (tests give each app its own). */
  redisKeyPrefix: string;
  connections: ConnectionLimits;
  /** How often the maintenance pass (expired idempotency keys, old reports) runs, ms. */
  maintenanceIntervalMs: number;
  messages: MessagesConfig;
  /** Origins allowed by CORS; empty means CORS is closed. */
  corsOrigins: string[];
  /** The server clock, ms since epoch: every rule reads time from here. */
  now: () => number;
  /** Log lines at or above `level` (pino), to `stream` when given (tests read it), else stdout. */
  logger: false | { level: string; stream?: { write(line: string): void } };
}

export interface BotConfig {
  /** `webhook`: Telegram posts updates to /telegram/webhook; `polling`: the server asks (local work). */
  mode: 'webhook' | 'polling';
  /** The address players open the game at (the web_app button, the menu button); https. */
  publicUrl: string | undefined;
  /** Telegram sends it as X-Telegram-Bot-Api-Secret-Token with each update; without it every update is refused. */
  webhookSecret: string | undefined;
  /** The Mini App's short name (BotFather /newapp) for t.me links in groups; unset: the bot's main Mini App. */
  appName: string | undefined;
  /** Telegram ids of the operators (`/admin`). */
  adminIds: number[];
}

/** The bot's message queue and reminders (docs/operations.md, "Bot messages and reminders"). */
export interface MessagesConfig {
  /** Run the queue's sender and the reminder pass in this instance (off in tests, which call them). */
  run: boolean;
  /** Messages a second the bot sends in total, across every instance (Telegram allows about 30). */
  perSecond: number;
  /** How often an idle sender looks for due messages, ms. */
  pollMs: number;
  /** How often the reminder pass looks for players to remind, ms. */
  reminderIntervalMs: number;
}

export interface RateLimitConfig {
  /** Requests per window for one session. */
  perSession: number;
  /** Requests per window for one address. */
  perAddress: number;
  /** Window length in ms. */
  windowMs: number;
  /** Client error reports per window for one address. */
  clientErrorsPerWindow: number;
}

/** Used to sign launch data when no bot token is configured; development only, never secret. */
export const DEVELOPMENT_BOT_TOKEN = '1234567890:development-token-not-a-secret';

export const DAY_SECONDS = 86_400;

/** Defaults shared by `main.ts` and tests; `overrides` replace single fields. */
export function makeConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const botToken = overrides.botToken;
  const signingToken = botToken ?? DEVELOPMENT_BOT_TOKEN;
  return {
    mode: 'development',
    botToken,
    authMaxAgeSeconds: DAY_SECONDS,
    sessionSecret: `session:${signingToken}`,
    sessionTtlMs: DAY_SECONDS * 1000,
    buildId: 'dev',
    staticDir: undefined,
    channelId: undefined,
    telegramApiBase: 'https://api.telegram.org',
    bot: { mode: 'webhook', publicUrl: undefined, webhookSecret: undefined, appName: undefined, adminIds: [] },
    metricsToken: undefined,
    adsgramRewardSecret: undefined,
    bodyLimitBytes: 64 * 1024,
    rateLimit: { perSession: 600, perAddress: 1200, windowMs: 60_000, clientErrorsPerWindow: 30 },
    redisUrl: undefined,
    redisKeyPrefix: 'harvest:',
    maintenanceIntervalMs: 10 * 60_000,
    messages: { run: overrides.mode !== 'test', perSecond: 25, pollMs: 1000, reminderIntervalMs: 5 * 60_000 },
    connections: {
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 15_000,
      keepAliveMs: 10_000,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 100,
    },
    corsOrigins: [],
    now: () => Date.now(),
    logger: false,
    ...overrides,
  };
}

/** The bot token used to check launch data: the real one, or the development signer's. */
export function signingBotToken(config: ServerConfig): string {
  return config.botToken ?? DEVELOPMENT_BOT_TOKEN;
}
