/**
 * The server's configuration: one plain object, read from the environment by `main.ts` and built by
 * hand in tests, so nothing below reads `process.env` on its own.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ConnectionLimits } from './plugins/connections.ts';

export type ServerMode = 'development' | 'production' | 'test';

export interface ServerConfig {
  mode: ServerMode;
  /** The Telegram bot token; undefined runs the development signer (never in production). */
  botToken: string | undefined;
  /** Oldest accepted launch data, in seconds; 0 turns the age check off. */
  authMaxAgeSeconds: number;
  /** Key of the session HMAC; derived from the bot token when not given. */
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

const DAY_SECONDS = 86_400;

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

/** Where the server keeps its files, and how it reaches its database. */
export interface StorageConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per instance to PostgreSQL. */
  poolSize: number;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Telegram's alphabet for a webhook secret token. */
const WEBHOOK_SECRET = /^[A-Za-z0-9_-]{1,256}$/;
/** Long enough not to be guessed, and a plain URL path segment. */
const ADSGRAM_REWARD_SECRET = /^[A-Za-z0-9_-]{16,256}$/;

function adsgramRewardSecret(env: Env): string | undefined {
  const secret = optional(env, 'ADSGRAM_REWARD_SECRET');
  if (secret !== undefined && !ADSGRAM_REWARD_SECRET.test(secret))
    throw new Error('ADSGRAM_REWARD_SECRET must be 16 to 256 letters, digits, _ or -');
  return secret;
}

function publicUrl(env: Env, mode: ServerMode): string | undefined {
  const raw = optional(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${raw}"`);
  }
  // Telegram opens Mini Apps over https only; plain http is for a developer's own machine.
  if (url.protocol !== 'https:' && (mode === 'production' || url.protocol !== 'http:'))
    throw new Error(`PUBLIC_URL must be an https URL${mode === 'production' ? '' : ' (or http outside production)'}, got "${raw}"`);
  return url.href;
}

/** Node refuses a request time-out shorter than the headers' one; so does this. */
function connectionLimits(env: Env): ConnectionLimits {
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 10_000);
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 15_000);
  if (headersTimeoutMs === 0 || requestTimeoutMs === 0) throw new Error('HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS must be above 0');
  if (requestTimeoutMs < headersTimeoutMs) throw new Error('REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS');
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 10_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 10_000),
    maxConnectionsPerAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 100),
  };
}

function redisUrl(env: Env): string | undefined {
  const raw = optional(env, 'REDIS_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('REDIS_URL must be an absolute URL (redis://host:port/db)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${url.protocol}"`);
  return raw;
}

function botConfig(env: Env, mode: ServerMode): BotConfig {
  const botMode = optional(env, 'BOT_MODE') ?? 'webhook';
  if (botMode !== 'webhook' && botMode !== 'polling') throw new Error(`BOT_MODE must be webhook or polling, got "${botMode}"`);
  const webhookSecret = optional(env, 'WEBHOOK_SECRET');
  if (webhookSecret !== undefined && !WEBHOOK_SECRET.test(webhookSecret))
    throw new Error('WEBHOOK_SECRET must be 1 to 256 letters, digits, _ or -');
  const adminIds = (optional(env, 'ADMIN_IDS') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .map((id) => {
      const value = Number(id);
      if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`ADMIN_IDS must be Telegram user ids, got "${id}"`);
      return value;
    });
  return { mode: botMode, publicUrl: publicUrl(env, mode), webhookSecret, appName: optional(env, 'BOT_APP_NAME'), adminIds };
}

/** Reads the build id the client build wrote (`dist/build.json`), or 'dev' without a build. */
export function readBuildId(staticDir: string): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(staticDir, 'build.json'), 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'buildId' in parsed && typeof parsed.buildId === 'string') return parsed.buildId;
  } catch {
    // No build yet: the server still runs the API.
  }
  return 'dev';
}

/** Reads the whole configuration from the environment; throws on a value that cannot be right. */
export function configFromEnv(
  env: Env,
  root: string,
): { config: ServerConfig; storage: StorageConfig; port: number; host: string; trustProxy: boolean | string } {
  const mode: ServerMode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const botToken = optional(env, 'BOT_TOKEN');
  if (mode === 'production' && botToken === undefined) throw new Error('BOT_TOKEN is required when NODE_ENV=production');
  const staticDir = resolve(root, optional(env, 'STATIC_DIR') ?? 'dist');
  const sessionSecret = optional(env, 'SESSION_SECRET') ?? `session:${botToken ?? DEVELOPMENT_BOT_TOKEN}`;
  const config = makeConfig({
    mode,
    botToken,
    sessionSecret,
    authMaxAgeSeconds: integer(env, 'AUTH_MAX_AGE_SECONDS', DAY_SECONDS),
    sessionTtlMs: integer(env, 'SESSION_TTL_SECONDS', DAY_SECONDS) * 1000,
    buildId: optional(env, 'BUILD_ID') ?? readBuildId(staticDir),
    staticDir,
    channelId: optional(env, 'CHANNEL_ID'),
    telegramApiBase: optional(env, 'TELEGRAM_API_BASE') ?? 'https://api.telegram.org',
    bot: botConfig(env, mode),
    metricsToken: optional(env, 'METRICS_TOKEN'),
    adsgramRewardSecret: adsgramRewardSecret(env),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 64 * 1024),
    rateLimit: {
      perSession: integer(env, 'RATE_LIMIT_PER_SESSION', 600),
      perAddress: integer(env, 'RATE_LIMIT_PER_ADDRESS', 1200),
      windowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000) || 60_000,
      clientErrorsPerWindow: integer(env, 'RATE_LIMIT_CLIENT_ERRORS', 30),
    },
    redisUrl: redisUrl(env),
    redisKeyPrefix: optional(env, 'REDIS_KEY_PREFIX') ?? 'harvest:',
    connections: connectionLimits(env),
    corsOrigins: (optional(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    logger: { level: optional(env, 'LOG_LEVEL') ?? (mode === 'production' ? 'info' : 'warn') },
  });
  const storage = {
    dataDir: resolve(root, optional(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    poolSize: integer(env, 'DATABASE_POOL_SIZE', 20) || 20,
  };
  // TRUST_PROXY: "true", or the proxy's addresses (comma separated) so request.ip is the client's.
  const proxy = optional(env, 'TRUST_PROXY');
  const trustProxy = proxy === undefined || proxy === 'false' ? false : proxy === 'true' ? true : proxy;
  return { config, storage, port: integer(env, 'PORT', 8080), host: optional(env, 'HOST') ?? '0.0.0.0', trustProxy };
}
