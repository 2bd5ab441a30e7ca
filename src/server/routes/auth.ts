/** POST /backend/auth/telegram (login) and, in development, GET /dev/launch-data. */
import type { FastifyInstance } from 'fastify';
import {
  DEV_LAUNCH_DATA_PATH,
  LOGIN_PATH,
  devLaunchDataQuerySchema,
  loginJsonBodySchema,
  type DevLaunchDataResponse,
  type LoginResponse,
} from '#protocol/auth';
import { checkLaunchData, signLaunchData } from '../auth/launch-data.ts';
import { signSession } from '../auth/session-token.ts';
import { signingBotToken } from '../config.ts';
import type { AppContext } from '../context.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { storable } from '../text.ts';
import { parseInput } from '../validate.ts';

const MAX_INIT_DATA_LENGTH = 8192;

function rawInitData(body: unknown): string {
  if (typeof body === 'string') {
    const raw = body.trim();
    if (raw === '') throw invalidInput('body', 'launch data is empty');
    if (raw.length > MAX_INIT_DATA_LENGTH) throw invalidInput('body', 'launch data is too long');
    return raw;
  }
  return parseInput(loginJsonBodySchema, body, 'body').initData;
}

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { config } = context;

  app.post(LOGIN_PATH, (request): LoginResponse => {
    const raw = rawInitData(request.body);
    const now = config.now();
    const check = checkLaunchData(raw, signingBotToken(config), now, config.authMaxAgeSeconds);
    if (!check.ok) throw new HttpError(401, check.reason, check.message);
    const identity = check.value;
    const expire = now + config.sessionTtlMs;
    // Signed by Telegram, yet stored: made storable (a U+0000 in a name would fail the insert).
    const name = storable(
      [identity.firstName, identity.lastName]
        .filter((part) => part !== undefined && part !== '')
        .join(' ')
        .slice(0, 128),
    );
    const optional = (text: string | undefined) => (text === undefined ? undefined : storable(text));
    const session = signSession(
      {
        userId: identity.userId,
        premium: identity.premium,
        expire,
        name,
        username: optional(identity.username),
        language: storable(identity.language),
        startParam: optional(identity.startParam),
      },
      config.sessionSecret,
    );
    return { session, expire };
  });

  if (config.botToken !== undefined) return;
  // Development only: launch data for a chosen test user, signed with the development token.
  app.get(DEV_LAUNCH_DATA_PATH, (request): DevLaunchDataResponse => {
    const query = parseInput(devLaunchDataQuerySchema, request.query, 'query');
    const initData = signLaunchData(
      { id: query.user, firstName: query.name, language: query.lang, premium: query.premium === '1', startParam: query.startParam },
      signingBotToken(config),
      config.now(),
    );
    return { initData };
  });
}
