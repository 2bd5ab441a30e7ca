/** POST /backend/auth/telegram (login) and, in development, GET /dev/launch-data. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEV_LAUNCH_DATA_PATH,
  LOGIN_PATH,
  devLaunchDataQuerySchema,
  devLaunchDataResponseSchema,
  loginJsonBodySchema,
  loginQuerySchema,
  loginResponseSchema,
  type LoginResponse,
} from '#protocol/auth';
import { checkLaunchData, signLaunchData } from '../auth/launch-data.ts';
import { telegramPhotoUrl } from '../auth/photo-url.ts';
import { signSession } from '../auth/session-token.ts';
import { signingBotToken } from '../config.ts';
import type { AppContext } from '../context.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { bannedError } from '../services/bans.ts';
import { loadGameUser } from '../services/game-user.ts';
import { recordLogin } from '../services/login.ts';
import { openingLists } from '../services/opening-lists.ts';
import { playerName } from '../player-name.ts';
import { storable } from '../text.ts';

const MAX_INIT_DATA_LENGTH = 8192;

/** The raw launch data as a `text/plain` body, or JSON `{ initData }`. */
const loginBodySchema = z.union([z.string(), loginJsonBodySchema]);

function rawInitData(body: z.infer<typeof loginBodySchema>): string {
  if (typeof body !== 'string') return body.initData;
  const raw = body.trim();
  if (raw === '') throw invalidInput('body', 'launch data is empty');
  if (raw.length > MAX_INIT_DATA_LENGTH) throw invalidInput('body', 'launch data is too long');
  return raw;
}

export function registerAuthRoutes(fastify: FastifyInstance, context: AppContext): void {
  const { config } = context;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    LOGIN_PATH,
    { schema: { body: loginBodySchema, querystring: loginQuerySchema, response: { 200: loginResponseSchema } } },
    async (request) => {
      const raw = rawInitData(request.body);
      const now = config.now();
      const check = checkLaunchData(raw, signingBotToken(config), now, config.authMaxAgeSeconds);
      if (!check.ok) throw new HttpError(401, check.reason, check.message);
      const identity = check.value;
      // A banned player gets no session; a login is counted for daily actives and retention, with
      // whether the bot may write to the player and the hour they play at (their time zone's
      // estimate); the same statement reads the player for the snapshot (login.ts).
      const login = await recordLogin(context.database, identity.userId, identity.allowsWriteToPm, now);
      if (login.banned) throw bannedError();
      const expire = now + config.sessionTtlMs;
      // Signed by Telegram, yet stored and shown to others: made storable (a U+0000 in a name would
      // fail the insert), readable and bounded (player-name.ts: no hidden, reordering or piled-up
      // characters, a bounded width).
      const name = playerName([identity.firstName, identity.lastName].filter((part) => part !== undefined && part !== '').join(' '));
      const optional = (text: string | undefined) => (text === undefined ? undefined : storable(text));
      const claims = {
        userId: identity.userId,
        premium: identity.premium,
        expire,
        name,
        username: identity.username === undefined ? undefined : playerName(identity.username),
        photoUrl: telegramPhotoUrl(identity.photoUrl) ?? undefined,
        language: storable(identity.language),
        startParam: optional(identity.startParam),
      };
      const session = signSession(claims, config.sessionSecret);
      const answer: LoginResponse = { session, expire };
      const seasonType = request.query.snapshot;
      if (seasonType === undefined) return answer;
      // What GET game-user answers with this session and no user-wallet header (the stored wallet
      // kept), and the lists as that snapshot shows the player (the season as the login read it).
      const answered = await loadGameUser(context, claims, { seasonType, wallet: undefined, friends: true }, request.log, login);
      return { ...answer, snapshot: answered.response, lists: await openingLists(context, claims.userId, answered) };
    },
  );

  if (config.botToken !== undefined) return;
  // Development only: launch data for a chosen test user, signed with the development token.
  app.get(
    DEV_LAUNCH_DATA_PATH,
    { schema: { querystring: devLaunchDataQuerySchema, response: { 200: devLaunchDataResponseSchema } } },
    (request) => {
      const { query } = request;
      const initData = signLaunchData(
        { id: query.user, firstName: query.name, language: query.lang, premium: query.premium === '1', startParam: query.startParam },
        signingBotToken(config),
        config.now(),
      );
      return { initData };
    },
  );
}
