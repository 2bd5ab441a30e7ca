/**
 * Catalog entries on the wire (rewards, quests, events), checked against the domain's types and
 * bounded by `content-bounds.ts`: whole, non-negative amounts under a ceiling per kind, plain ids,
 * conditions a player can meet. Each problem names its field.
 */
import { z } from 'zod/mini';
import type { EventDef, QuestDef, Reward } from '#domain/catalog-types';
import {
  ID_PATTERN,
  isPlainId,
  MAX_DAILY_TRIGGERS,
  MAX_FOLLOW_DELAY_MS,
  MAX_INTERVAL_MS,
  MAX_INVITE_FRIENDS,
  MAX_QUEST_LEVEL,
  MAX_REWARDS_PER_ENTRY,
  MAX_TITLE_LENGTH,
  ONCE_CEILINGS,
} from '#domain/content-bounds';
import { boostKindSchema, resourceIndexSchema } from './player-state.ts';
import type { SameType } from './type-check.ts';

/** A whole number from `min` to `max` (a count, an amount, a time in ms). */
export function wholeSchema(max: number, what: string, min = 0) {
  return z
    .int(`${what} must be a whole number`)
    .check(z.gte(min, `${what} must be at least ${min}`), z.lte(max, `${what} must be at most ${max}`));
}

/** An id of the catalog: a plain identifier, never a name objects already have (`__proto__`, `constructor`). */
export const catalogIdSchema = z
  .string()
  .check(
    z.regex(ID_PATTERN, 'an id is lower-case letters, digits and hyphens (at most 40), starting with a letter'),
    z.refine(isPlainId, 'this id is a reserved name'),
  );

/** A title or a name a player reads. */
export const titleSchema = z.string().check(z.minLength(1, 'a title cannot be empty'), z.maxLength(MAX_TITLE_LENGTH));

const tokensOrResources = Math.max(ONCE_CEILINGS.tokens, ONCE_CEILINGS.resources);

export const rewardSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('resource'),
      resource: resourceIndexSchema,
      amount: wholeSchema(tokensOrResources, 'an amount'),
      minutes: wholeSchema(ONCE_CEILINGS.minutes, 'minutes of production'),
    })
    .check(
      z.refine((reward) => reward.amount <= (reward.resource === 3 ? ONCE_CEILINGS.tokens : ONCE_CEILINGS.resources), {
        message: `a reward pays at most ${ONCE_CEILINGS.tokens} tokens and ${ONCE_CEILINGS.resources} of another resource`,
        path: ['amount'],
      }),
    ),
  z.object({ type: z.literal('spin'), amount: wholeSchema(ONCE_CEILINGS.spins, 'spins', 1) }),
  z.object({ type: z.literal('boost'), boost: boostKindSchema, amount: wholeSchema(ONCE_CEILINGS.boosts, 'boosts', 1) }),
  z.object({ type: z.literal('water'), minutes: wholeSchema(ONCE_CEILINGS.water, 'minutes of water', 1) }),
]);
const _rewardMatches: SameType<z.infer<typeof rewardSchema>, Reward> = true;

/** The rewards of one entry: at most a few. */
export const rewardsSchema = z.readonly(z.array(rewardSchema).check(z.maxLength(MAX_REWARDS_PER_ENTRY)));

export const questConditionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checkin') }),
  z.object({ type: z.literal('level'), level: wholeSchema(MAX_QUEST_LEVEL, 'a level', 1) }),
  z.object({ type: z.literal('own'), producer: catalogIdSchema }),
  z.object({ type: z.literal('invite'), friends: wholeSchema(MAX_INVITE_FRIENDS, 'invited friends', 1) }),
  z.object({ type: z.literal('channel') }),
  z.object({
    type: z.literal('follow'),
    network: z.enum(['tiktok', 'linkedin']),
    delayMs: wholeSchema(MAX_FOLLOW_DELAY_MS, 'a follow delay (ms)'),
  }),
]);

export const questDefSchema = z.object({
  id: catalogIdSchema,
  title: titleSchema,
  repeat: z.enum(['once', 'daily']),
  condition: questConditionSchema,
  rewards: rewardsSchema,
});
const _questMatches: SameType<z.infer<typeof questDefSchema>, QuestDef> = true;

export const eventDefSchema = z.object({
  type: z.enum(['TRACTOR', 'CARD']),
  eventKey: catalogIdSchema,
  reward: rewardSchema,
  interval: wholeSchema(MAX_INTERVAL_MS, 'an interval (ms)', 1),
  triggerLimit: wholeSchema(MAX_DAILY_TRIGGERS, 'triggers a day'),
});
const _eventMatches: SameType<z.infer<typeof eventDefSchema>, EventDef> = true;
