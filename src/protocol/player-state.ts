/**
 * The player's state on the wire, checked against the domain's `PlayerState` at compile time:
 * the client parses every snapshot with this schema, then runs the same rules on it. Answers the
 * client parses are written with zod/mini: the same checks as zod, a fraction of the client's bundle.
 */
import { z } from 'zod/mini';
import type { PlayerState } from '#domain/player';
import { emptyDaily, NO_PRESTIGE } from '#domain/player';
import type { SameType } from './type-check.ts';

const ms = z.int();
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
  tier: z.int(),
  outputs: resourcesSchema,
  boosts: z.int(),
  level: z.int(),
  inputs: resourcesSchema,
  next_level: z.nullable(z.object({ amounts: resourcesSchema, interval: z.number() })),
  is_continues_level: z.int(),
  cycle_started_at: z.nullable(ms),
  cycles: z.int(),
});

export const boostSchema = z.object({
  _id: z.string(),
  name: z.string(),
  calculator: z.object({ multiplier: z.number() }),
  amount: z.number(),
  start_time: z.nullable(ms),
  end_time: z.nullable(ms),
  type: boostKindSchema,
});

export const waterBoostSchema = z.object({
  amount: z.number(),
  inuse: z.boolean(),
  premiumTimestamp: z.nullable(ms),
  multiplier: z.number(),
  timestamp: ms,
});

export const boostHistoryEntrySchema = z.object({
  type: z.enum(['user', 'insta', 'water', 'spin']),
  amount: z.number(),
  time: ms,
  source: z.string(),
});

const questRecordSchema = z.object({ status: z.enum(['PENDING', 'COMPLETED']), takenAt: ms, day: z.int() });
const eventRecordSchema = z.object({ triggerCount: z.int(), latest_trigger: ms, day: z.int() });
const adCardRecordSchema = z.object({ nextAvailableAt: ms, count: z.int(), day: z.int() });
const productRecordSchema = z.object({ nextPurchaseTime: z.nullable(ms), purchases: z.int() });
const challengeCountsSchema = z.object({ upgrade: z.int(), tractor: z.int(), spin: z.int(), card: z.int() });
const dailyRecordSchema = z.object({ day: z.int(), counts: challengeCountsSchema, claimedDay: z.nullable(z.int()) });
const prestigeRecordSchema = z.object({ count: z.int(), stars: z.int() });

export const playerStateSchema = z.object({
  version: z.literal(1),
  createdAt: ms,
  settledAt: ms,
  lastSeen: ms,
  premium: z.boolean(),
  producers: z.array(producerSchema),
  producersEvent: z.array(producerSchema),
  eventSeason: z.nullable(z.string()),
  resources: resourcesSchema,
  resourcesEvent: resourcesSchema,
  tokensEarned: z.int(),
  spin: z.int(),
  nextFreeSpinAt: z.nullable(ms),
  boosts: z.array(boostSchema),
  waterBoost: waterBoostSchema,
  amount_boost_history: z.array(boostHistoryEntrySchema),
  quests: z.record(z.string(), questRecordSchema),
  events: z.object({ TRACTOR: eventRecordSchema, CARD: eventRecordSchema }),
  adCards: z.object({ water: adCardRecordSchema, spin: adCardRecordSchema, user: adCardRecordSchema, insta: adCardRecordSchema }),
  products: z.record(z.string(), productRecordSchema),
  // Fields added after snapshots were first stored default to a new player's values.
  checkin: z.object({ lastDay: z.nullable(z.int()), streak: z.int(), forgivenDay: z._default(z.nullable(z.int()), null) }),
  daily: z._default(dailyRecordSchema, () => emptyDaily(0)),
  prestige: z._default(prestigeRecordSchema, () => ({ ...NO_PRESTIGE })),
  eventLadder: z.optional(z.object({ season: z.string(), claimed: z.array(z.int()) })),
});

const _playerStateMatches: SameType<z.infer<typeof playerStateSchema>, PlayerState> = true;
