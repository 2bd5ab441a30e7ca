/**
 * The configuration read from the environment (docs/configuration.md): every variable, its default,
 * and the refusal of a value that cannot be right. Only `main.ts` and `admin.ts` read it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { developmentSessionSecret } from './auth/development-secret.ts';
import { DAY_SECONDS, makeConfig, type BotConfig, type ServerConfig, type ServerMode } from './config.ts';
import type { ConnectionLimits } from './plugins/connections.ts';
import { botApiRoot } from './telegram/api-base.ts';

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
  const dataDir = resolve(root, optional(env, 'DATA_DIR') ?? 'data');
  const sessionSecret =
    optional(env, 'SESSION_SECRET') ?? (botToken === undefined ? developmentSessionSecret(dataDir) : `session:${botToken}`);
  const config = makeConfig({
    mode,
    botToken,
    sessionSecret,
    authMaxAgeSeconds: integer(env, 'AUTH_MAX_AGE_SECONDS', DAY_SECONDS),
    sessionTtlMs: integer(env, 'SESSION_TTL_SECONDS', DAY_SECONDS) * 1000,
    buildId: optional(env, 'BUILD_ID') ?? readBuildId(staticDir),
    staticDir,
    channelId: optional(env, 'CHANNEL_ID'),
    // Checked at start, not at the first message: every call carries the bot token.
    telegramApiBase: botApiRoot(optional(env, 'TELEGRAM_API_BASE') ?? 'https://api.telegram.org'),
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
    messages: {
      run: mode !== 'test',
      perSecond: integer(env, 'BOT_MESSAGES_PER_SECOND', 25) || 25,
      pollMs: 1000,
      reminderIntervalMs: integer(env, 'REMINDER_INTERVAL_SECONDS', 300) * 1000 || 300_000,
    },
    corsOrigins: (optional(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    logger: { level: optional(env, 'LOG_LEVEL') ?? (mode === 'production' ? 'info' : 'warn') },
  });
  const storage = {
    dataDir,
    databaseUrl: optional(env, 'DATABASE_URL'),
    poolSize: integer(env, 'DATABASE_POOL_SIZE', 20) || 20,
  };
  // TRUST_PROXY: "true", or the proxy's addresses (comma separated) so request.ip is the client's.
  const proxy = optional(env, 'TRUST_PROXY');
  const trustProxy = proxy === undefined || proxy === 'false' ? false : proxy === 'true' ? true : proxy;
  // Development signs launch data for anyone and hands out operator sessions: this machine only.
  const host = optional(env, 'HOST') ?? (mode === 'production' ? '0.0.0.0' : '127.0.0.1');
  return { config, storage, port: integer(env, 'PORT', 8080), host, trustProxy };
}
