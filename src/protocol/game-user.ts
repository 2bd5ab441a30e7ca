/**
 * GET /backend/hub/game-user: the player's snapshot in the shape of docs/product.md, section 3 (the whole domain state
 * plus identity and wallet fields), created on the first login.
 */
import { z as zodClassic } from 'zod';
import { z } from 'zod/mini';
import { MESSAGES } from './errors.ts';
import { newsItemSchema } from './news.ts';
import { playerStateSchema, resourceIndexSchema, resourcesSchema, seasonSchema } from './player-state.ts';
import { questListResponseSchema } from './quests.ts';
import { seasonDataSchema } from './season.ts';

export const GAME_USER_PATH = '/backend/hub/game-user';

/**
 * The snapshot. `user_id` is the telegram id; `email` is `<telegram id>@telegram`; `_id` is the
 * game id. `withdrawable_tokens` is the whole-token balance held (main resources slot 3);
 * `vested_tokens` the tokens credited this season (the leaderboard's measure). `wallet` is the TON
 * wallet the player linked (`user-wallet` header), non-bounceable user-friendly (`UQ…`), or null.
 */
export const gameUserSchema = z.extend(playerStateSchema, {
  user_id: z.int(),
  name: z.string(),
  email: z.string(),
  _id: z.string(),
  withdrawable_tokens: z.int(),
  vested_tokens: z.int(),
  // Defaults to null: an engine answer stored before the field existed may still be replayed.
  wallet: z._default(z.nullable(z.string()), null),
});
export type GameUser = z.infer<typeof gameUserSchema>;

/** The next producer of a season the player does not own yet, from the catalog (level 1 numbers). */
export const nextProducerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  season: seasonSchema,
  tier: z.int(),
  interval: z.number(),
  inputs: resourcesSchema,
  outputs: resourcesSchema,
  resource: resourceIndexSchema,
  cost: resourcesSchema,
});
export type NextProducer = z.infer<typeof nextProducerSchema>;

/** Present when the season or event the client was on ended or changed: the client reloads. */
export const refreshMessageSchema = z.literal(MESSAGES.seasonRefresh);

export const gameUserResponseSchema = z.object({
  gameUser: gameUserSchema,
  /** True on the request that created the player. */
  firstTime: z.boolean(),
  /** True on the first login: the server sends the welcome message (and the referrer's) itself. */
  sendMessage: z.boolean(),
  nextProducer: z.nullable(nextProducerSchema),
  nextProducerEvent: z.nullable(nextProducerSchema),
  /** The season half the request asked for (`season-type` header). */
  seasonType: seasonSchema,
  /** Whether an event season is running (its key is `gameUser.eventSeason`). */
  eventRunning: z.boolean(),
  /** Server clock, ms since epoch: the client ticks with `serverNow - Date.now()` as offset. */
  serverNow: z.number(),
  /** The active catalog version: a client holding another fetches it (`GET /backend/hub/catalog`). */
  catalogVersion: z.int(),
  message: z.optional(refreshMessageSchema),
  /** News to tell the player once (a toast), until acknowledged (#protocol/news). */
  news: z.optional(z.array(newsItemSchema)),
});
export type GameUserResponse = z.infer<typeof gameUserResponseSchema>;

/**
 * The lists the sync reads beside a snapshot, as that snapshot shows the player: the season (null
 * between seasons, where GET season/get-data answers 404) and the quest list (POST quest-list with
 * an empty body). A login with `?snapshot=` answers them (#protocol/auth), and so does game-user
 * asked with `?lists=1`: an open sends one request, not three (docs/scaling.md).
 */
export const openingListsSchema = z.object({ season: z.nullable(seasonDataSchema), quests: questListResponseSchema });
export type OpeningLists = z.infer<typeof openingListsSchema>;

/** `?lists=1` asks game-user for the lists too; any other value is refused. */
export const GAME_USER_LISTS_QUERY = 'lists';
export const gameUserQuerySchema = /* @__PURE__ */ (() =>
  zodClassic.object({ [GAME_USER_LISTS_QUERY]: zodClassic.literal('1').optional() }))();

/** Game-user's answer: the snapshot, and the lists when `?lists=1` asked for them. */
export const gameUserWithListsSchema = z.extend(gameUserResponseSchema, { lists: z.optional(openingListsSchema) });
export type GameUserWithLists = z.infer<typeof gameUserWithListsSchema>;

/** The `season-type` header: main unless it says event. */
export const seasonTypeHeaderSchema = z._default(seasonSchema, 'main');
