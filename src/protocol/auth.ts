/**
 * Login, the development launch data, the account GraphQL, and the `user-data` header.
 *
 * Answers (parsed by the client too) are zod/mini schemas. The bodies and the query the server
 * validates are zod schemas (its route schemas), each made by a function called as
 * `@__PURE__`: a client bundle that never reads them leaves them, and zod, out.
 */
import { z as zodClassic } from 'zod';
import { z } from 'zod/mini';
import { gameUserResponseSchema, openingListsSchema } from './game-user.ts';

/**
 * POST /backend/auth/telegram. Send the raw launch data (Telegram's initData query string) as a
 * `text/plain` body, or as JSON `{ "initData": "..." }`.
 */
export const LOGIN_PATH = '/backend/auth/telegram';
export const loginJsonBodySchema = /* @__PURE__ */ (() => zodClassic.object({ initData: zodClassic.string().min(1).max(8192) }))();

/**
 * `?snapshot=main` (or `event`) asks the login to answer that season type's game-user snapshot
 * too, exactly what GET game-user would answer with the new session and no `user-wallet` header:
 * a first open then paints the farm after one round trip instead of two. The lists the sync reads
 * beside a snapshot come with it (`lists`, #protocol/game-user `openingListsSchema`).
 */
export const LOGIN_SNAPSHOT_QUERY = 'snapshot';
export const loginQuerySchema = /* @__PURE__ */ (() =>
  zodClassic.object({ [LOGIN_SNAPSHOT_QUERY]: zodClassic.enum(['main', 'event']).optional() }))();

/** The session token, its expiry in ms since epoch (server clock), and the snapshot and lists when asked. */
export const loginResponseSchema = z.object({
  session: z.string().check(z.minLength(1)),
  expire: z.int(),
  snapshot: z.optional(gameUserResponseSchema),
  lists: z.optional(openingListsSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /dev/launch-data?user=<telegram id>&premium=<0|1>&startParam=<s>&name=<first name>&lang=<code>
 * (development server only; 404 in production): launch data signed by the development bot token.
 */
export const DEV_LAUNCH_DATA_PATH = '/dev/launch-data';
export const devLaunchDataQuerySchema = /* @__PURE__ */ (() =>
  zodClassic.object({
    user: zodClassic.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 52)
      .default(1),
    premium: zodClassic.enum(['0', '1']).default('0'),
    /** Empty means none. */
    startParam: zodClassic
      .string()
      .max(512)
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    name: zodClassic.string().min(1).max(64).default('Farmer'),
    lang: zodClassic.string().min(2).max(16).default('en'),
  }))();
export const devLaunchDataResponseSchema = z.object({ initData: z.string().check(z.minLength(1)) });

/** The `user-data` header: JSON. Only `id` is checked (403 when it is not the session's user). */
export const userDataHeaderSchema = z.object({
  id: z.union([z.int(), z.string().check(z.regex(/^\d+$/))]),
  isPremium: z.optional(z.boolean()),
  startParam: z.optional(z.string()),
});
export type UserDataHeader = z.infer<typeof userDataHeaderSchema>;

/** POST /backend/auth/graphql/ */
export const AUTH_GRAPHQL_PATH = '/backend/auth/graphql/';
export const ME_QUERY = /* GraphQL */ `
  query Me {
    me {
      telegramId
      gameId
      name
      username
      language
      premium
      createdAt
    }
    session {
      telegramId
      premium
      expire
    }
  }
`;
export const meResponseSchema = z.object({
  data: z.object({
    me: z.object({
      telegramId: z.string(),
      gameId: z.string(),
      name: z.string(),
      username: z.nullable(z.string()),
      language: z.string(),
      premium: z.boolean(),
      createdAt: z.number(),
    }),
    session: z.object({ telegramId: z.string(), premium: z.boolean(), expire: z.number() }),
  }),
});
