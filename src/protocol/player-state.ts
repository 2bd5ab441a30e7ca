/**
 * The player's state on the wire, checked against the domain's `PlayerState` at compile time:
 * the client parses every snapshot with this schema, then runs the same rules on it.
 */
import { z } from 'zod';
import type { PlayerState } from '#domain/player';
import type { SameType } from './type-check.ts';

const ms = z.number().int();
export const resourcesSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export const resourceIndexSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export const seasonSchema = z.enum(['main', 'event']);
export const boostKindSchema = z.enum(['user', 'insta']);

export const producerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  snapshot_time: ms,
  interval: z.number(),
  is_continues: z.boolean(),
  resource: resourceIndexSchema,
  type: z.string(),
  tier: z.number().int(),
  outputs: resourcesSchema,
  boosts: z.number().int(),
  level: z.number().int(),
  inputs: resourcesSchema,
  next_level: z.object({ amounts: resourcesSchema, interval: z.number() }).nullable(),
  is_continues_level: z.number().int(),
  cycle_started_at: ms.nullable(),
  cycles: z.number().int(),
});

export const boostSchema = z.object({
  _id: z.string(),
  name: z.string(),
  calculator: z.object({ multiplier: z.number() }),
  amount: z.number(),
  start_time: ms.nullable(),
  end_time: ms.nullable(),
  type: boostKindSchema,
});

export const waterBoostSchema = z.object({
  amount: z.number(),
  inuse: z.boolean(),
  premiumTimestamp: ms.nullable(),
  multiplier: z.number(),
  timestamp: ms,
});

export const boostHistoryEntrySchema = z.object({
  type: z.enum(['user', 'insta', 'water', 'spin']),
  amount: z.number(),
  time: ms,
  source: z.string(),
});

const questRecordSchema = z.object({ status: z.enum(['PENDING', 'COMPLETED']), takenAt: ms, day: z.number().int() });
const eventRecordSchema = z.object({ triggerCount: z.number().int(), latest_trigger: ms, day: z.number().int() });
const adCardRecordSchema = z.object({ nextAvailableAt: ms, count: z.number().int(), day: z.number().int() });
const productRecordSchema = z.object({ nextPurchaseTime: ms.nullable(), purchases: z.number().int() });

export const playerStateSchema = z.object({
  version: z.literal(1),
  createdAt: ms,
  settledAt: ms,
  lastSeen: ms,
  premium: z.boolean(),
  producers: z.array(producerSchema),
  producersEvent: z.array(producerSchema),
  eventSeason: z.string().nullable(),
  resources: resourcesSchema,
  resourcesEvent: resourcesSchema,
  tokensEarned: z.number().int(),
  spin: z.number().int(),
  nextFreeSpinAt: ms.nullable(),
  boosts: z.array(boostSchema),
  waterBoost: waterBoostSchema,
  amount_boost_history: z.array(boostHistoryEntrySchema),
  quests: z.record(z.string(), questRecordSchema),
  events: z.object({ TRACTOR: eventRecordSchema, CARD: eventRecordSchema }),
  adCards: z.object({ water: adCardRecordSchema, spin: adCardRecordSchema, user: adCardRecordSchema, insta: adCardRecordSchema }),
  products: z.record(z.string(), productRecordSchema),
  checkin: z.object({ lastDay: z.number().int().nullable(), streak: z.number().int() }),
});

const _playerStateMatches: SameType<z.infer<typeof playerStateSchema>, PlayerState> = true;
