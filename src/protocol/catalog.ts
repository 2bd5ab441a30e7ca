/** Catalog entries on the wire (rewards, quests, events), checked against the domain's types. */
import { z } from 'zod/mini';
import type { EventDef, QuestDef, Reward } from '#domain/catalog-types';
import { boostKindSchema, resourceIndexSchema } from './player-state.ts';
import type { SameType } from './type-check.ts';

export const rewardSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('resource'), resource: resourceIndexSchema, amount: z.number(), minutes: z.number() }),
  z.object({ type: z.literal('spin'), amount: z.number() }),
  z.object({ type: z.literal('boost'), boost: boostKindSchema, amount: z.number() }),
  z.object({ type: z.literal('water'), minutes: z.number() }),
]);
const _rewardMatches: SameType<z.infer<typeof rewardSchema>, Reward> = true;

export const questConditionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('checkin') }),
  z.object({ type: z.literal('level'), level: z.number() }),
  z.object({ type: z.literal('own'), producer: z.string() }),
  z.object({ type: z.literal('invite'), friends: z.number() }),
  z.object({ type: z.literal('channel') }),
  z.object({ type: z.literal('follow'), network: z.enum(['tiktok', 'linkedin']), delayMs: z.number() }),
]);

export const questDefSchema = z.object({
  id: z.string(),
  title: z.string(),
  repeat: z.enum(['once', 'daily']),
  condition: questConditionSchema,
  rewards: z.readonly(z.array(rewardSchema)),
});
const _questMatches: SameType<z.infer<typeof questDefSchema>, QuestDef> = true;

export const eventDefSchema = z.object({
  type: z.enum(['TRACTOR', 'CARD']),
  eventKey: z.string(),
  reward: rewardSchema,
  interval: z.number(),
  triggerLimit: z.number(),
});
const _eventMatches: SameType<z.infer<typeof eventDefSchema>, EventDef> = true;
