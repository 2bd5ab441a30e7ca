/**
 * POST /backend/hub/engine/{name}: one body schema per action (checked against the domain's
 * `Action` at compile time), the success answer `{ updatedUser, result, serverNow }`, and the
 * reasons' HTTP statuses and English messages.
 *
 * The answer is a zod/mini schema (the client parses it). The bodies are zod schemas for the
 * server's route schemas, made by a function called as `@__PURE__`, so the client's bundle (which
 * never reads them) leaves them, and zod, out.
 */
import { z as zodClassic } from 'zod';
import { z } from 'zod/mini';
import type { Action, ActionResult, ActionType } from '#domain/actions';
import type { Reason } from '#domain/result';
import { gameUserSchema } from './game-user.ts';
import { boostKindSchema, resourceIndexSchema, resourcesSchema, seasonSchema } from './player-state.ts';
import type { SameType } from './type-check.ts';

export const ENGINE_PREFIX = '/backend/hub/engine/';
export function enginePath(name: ActionType | 'quest-list'): string {
  return `${ENGINE_PREFIX}${name}`;
}

const season = seasonSchema;

function makeActionBodySchemas() {
  const id = zodClassic.string().min(1).max(64);
  const { object, literal } = zodClassic;
  return {
    'quest-take': object({ questId: id }),
    'quest-claim': object({ questId: id }),
    'producer-buy': object({ producerId: id, season }),
    'producer-start': object({ producerId: id, season }),
    'producer-collect': object({ producerId: id, season }),
    'producer-upgrade': object({ producerId: id, season }),
    'boost-use': object({ boost: boostKindSchema, producerId: id.optional(), season: zodClassic.optional(season) }),
    'water-toggle': object({ on: zodClassic.boolean() }),
    spin: object({}),
    'event-trigger': object({ event: literal('TRACTOR') }),
    'card-turn': object({ card: zodClassic.number().int().min(0).max(9) }),
    // `adView`: the token `ad-view-start` answered when the ad began (unread where the ad network confirms ads itself).
    'ad-card-claim': object({
      card: zodClassic.enum(['water', 'spin', 'user', 'insta']),
      adView: zodClassic.string().min(1).max(64).optional(),
    }),
    'limited-product-buy': object({ productId: id }),
    checkin: object({}),
    'challenge-claim': object({}),
    prestige: object({}),
    'event-ladder-claim': object({ step: zodClassic.number().int().min(0).max(99) }),
  } as const;
}

/** Request bodies by action name (the `type` comes from the path). */
export const actionBodySchemas = /* @__PURE__ */ makeActionBodySchemas();

type BodyOf<T extends ActionType> = Omit<Extract<Action, { type: T }>, 'type'>;
type BodiesMatch = { [T in ActionType]: SameType<zodClassic.infer<(typeof actionBodySchemas)[T]>, BodyOf<T>> };
const _bodiesMatch: BodiesMatch[ActionType] extends true ? true : false = true;

/** The body an action is sent with. */
export function actionBody<T extends ActionType>(action: Extract<Action, { type: T }>): BodyOf<T> {
  const { type: _type, ...body } = action;
  return body;
}

/** Rebuilds the Action from the path name and the parsed body. */
export function actionFrom<T extends ActionType>(type: T, body: zodClassic.infer<(typeof actionBodySchemas)[T]>): Action {
  return { type, ...body } as Action;
}

const grantSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resource'), resource: resourceIndexSchema, season, amount: z.number() }),
  z.object({ type: z.literal('spin'), amount: z.number() }),
  z.object({ type: z.literal('boost'), boost: boostKindSchema, amount: z.number() }),
  z.object({ type: z.literal('water'), minutes: z.number() }),
]);

export const actionResultSchema = z.object({
  type: z.string(),
  season,
  granted: z.array(grantSchema),
  spent: resourcesSchema,
  slot: z.nullable(z.int()),
  card: z.nullable(z.int()),
  // Answers stored before the cards not turned were shown have none.
  unpicked: z._default(z.array(grantSchema), []),
  cycles: z.number(),
  tokensCredited: z.int(),
});
const _resultMatches: SameType<Omit<z.infer<typeof actionResultSchema>, 'type'>, Omit<ActionResult, 'type'>> = true;

export const engineResponseSchema = z.object({ updatedUser: gameUserSchema, result: actionResultSchema, serverNow: z.number() });
export type EngineResponse = z.infer<typeof engineResponseSchema>;

/** 422 when the request names something that does not exist; 409 when the state refuses it. */
const UNPROCESSABLE: readonly Reason[] = [
  'UNKNOWN_PRODUCER',
  'UNKNOWN_BOOST',
  'QUEST_UNKNOWN',
  'EVENT_UNKNOWN',
  'CARD_UNKNOWN',
  'PRODUCT_UNKNOWN',
  'LADDER_UNKNOWN',
  'INVALID_ACTION',
];
export function reasonStatus(reason: Reason): 409 | 422 {
  return UNPROCESSABLE.includes(reason) ? 422 : 409;
}
