/**
 * The server's log lines (pino through Fastify): each request's lines carry its id (`reqId`, taken
 * from `X-Request-Id` when a proxy sent a sane one) and, once the session is verified, `playerId`.
 * Secrets never reach a line: credentials in headers and bodies are censored by path, URLs lose
 * their one-time tokens and Adsgram's secret, and error messages and stacks lose anything shaped
 * like a bot token.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { ADSGRAM_REWARD_PATH } from '#protocol/ad-views';
import type { ServerConfig } from './config.ts';
import { redactToken } from './telegram/bot-api.ts';

/** Paths pino censors wherever they are logged (a request's headers, a body, a session). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-telegram-bot-api-secret-token"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-telegram-bot-api-secret-token"]',
  'session',
  '*.session',
  'initData',
  '*.initData',
  'botToken',
  '*.botToken',
  'token',
  '*.token',
];

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(token: string | undefined): (error: Error) => SerializedError {
  return (error) => ({
    type: error.name,
    message: redactToken(error.message, token),
    stack: redactToken(error.stack ?? '', token),
    ...('code' in error && typeof error.code === 'string' ? { code: error.code } : {}),
  });
}

/** Adsgram's reward path, however spelled, up to where its secret starts. */
const ADSGRAM_REWARD_PREFIX = /^(\/+adsgram\/+reward\/+)[^?#]*/i;

/**
 * A URL as logged: a one-time credential in a query (`token=`, the console's sign-in links) and
 * the secret segment of Adsgram's reward URL are not. `route` is the pattern the router matched:
 * any spelling that reached the reward route has its whole path replaced.
 */
export function redactedUrl(url: string, route?: string): string {
  const withoutToken = url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]');
  if (route === ADSGRAM_REWARD_PATH) {
    const query = withoutToken.indexOf('?');
    return `/adsgram/reward/[redacted]${query < 0 ? '' : withoutToken.slice(query)}`;
  }
  return withoutToken.replace(ADSGRAM_REWARD_PREFIX, '$1[redacted]');
}

/** Fastify's default request fields, the URL without its credentials. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactedUrl(request.url, request.routeOptions.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/** Fastify's logger and request-id settings for `config`. */
export function loggingOptions(config: ServerConfig): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  const { logger } = config;
  return {
    // Read in genReqId, which checks it: Fastify would take any value as it came.
    requestIdHeader: false,
    genReqId(request) {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    logger:
      logger === false
        ? false
        : {
            level: logger.level,
            ...(logger.stream === undefined ? {} : { stream: logger.stream }),
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: { err: serializeError(config.botToken), req: serializeRequest },
          },
  };
}
