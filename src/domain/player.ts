/**
 * The player's state: the game-user snapshot the server stores (JSONB) and sends, and the client
 * keeps in IndexedDB and runs the same rules on. Plain JSON only: objects, arrays, numbers,
 * strings, booleans and null. Rules never mutate it; they return a new one.
 */
import type { AdCardKind, Catalog, EventType } from './catalog-types.ts';
import { AD_CARD_KINDS } from './catalog-types.ts';
import { FREE_SPIN_INTERVAL_MS, START_RESOURCES, START_SPINS, seasonProducers } from './catalog.ts';
import type { Boost, BoostHistoryEntry, WaterBoost } from './boost.ts';
import { initialBoosts, initialWater } from './boost.ts';
import type { Producer } from './producer.ts';
import { createProducer } from './producer.ts';
import type { Resources } from './resources.ts';

export type { Boost, BoostHistoryEntry, WaterBoost } from './boost.ts';
export type { Producer } from './producer.ts';

/** A quest the player took: PENDING until its reward is claimed, then COMPLETED. */
export interface QuestRecord {
  status: 'PENDING' | 'COMPLETED';
  /** When it was taken, ms. */
  takenAt: number;
  /** UTC day it was taken (daily quests are free again on a later day). */
  day: number;
}

/** The player's row of a game-user event (`triggerCount`, `latest_trigger`: docs/product.md, section 3). */
export interface EventRecord {
  /** Triggers on UTC day `day`. */
  triggerCount: number;
  /** Last trigger, ms (0 = never). */
  latest_trigger: number;
  day: number;
}

/** The player's row of an ad reward card. */
export interface AdCardRecord {
  /** The card may be granted again from this time, ms. */
  nextAvailableAt: number;
  /** Grants on UTC day `day`. */
  count: number;
  day: number;
}

/** The player's row of a shop product. */
export interface ProductRecord {
  /** May be bought again from this time, ms; null when it can never be bought again. */
  nextPurchaseTime: number | null;
  purchases: number;
}

/** The whole player state. Times are whole ms since epoch (server time). */
export interface PlayerState {
  /** Shape version, for migrations of stored snapshots. */
  version: 1;
  /** Account creation, ms. */
  createdAt: number;
  /** Everything time-driven is settled up to here, ms (see `advance`). */
  settledAt: number;
  /** Last contact with the server, ms: production accrues at most OFFLINE_CAP_MS past it. */
  lastSeen: number;
  /** Telegram premium, set by the server from validated launch data. */
  premium: boolean;
  producers: Producer[];
  producersEvent: Producer[];
  /** Key of the event season `producersEvent`/`resourcesEvent` belong to; null when none runs. */
  eventSeason: string | null;
  resources: Resources;
  resourcesEvent: Resources;
  /** Whole tokens credited in the main season (the leaderboard's measure). */
  tokensEarned: number;
  /** Spins held. */
  spin: number;
  /** Next free spin, ms; null while FREE_SPIN_MAX or more spins are held. */
  nextFreeSpinAt: number | null;
  boosts: Boost[];
  waterBoost: WaterBoost;
  amount_boost_history: BoostHistoryEntry[];
  /** Taken quests by quest id. */
  quests: Record<string, QuestRecord>;
  events: Record<EventType, EventRecord>;
  adCards: Record<AdCardKind, AdCardRecord>;
  /** Shop purchases by product id. */
  products: Record<string, ProductRecord>;
  /**
   * Daily check-in: last UTC day checked in (null = never), the running streak in days, and the
   * last missed UTC day the streak forgave (null = none), see `streak.ts`.
   */
  checkin: { lastDay: number | null; streak: number; forgivenDay: number | null };
  /** Today's daily challenge: its counters and the day its reward was claimed (`daily-challenge.ts`). */
  daily: DailyRecord;
  /** Prestige: farms sold and stars held, the lasting multiplier (`prestige.ts`). */
  prestige: PrestigeRecord;
  /** The event ladder's steps claimed (indexes), for event season `season` only; absent: none yet. */
  eventLadder?: { season: string; claimed: number[] };
}

/** What the daily challenge counts, one counter per task kind. */
export type ChallengeKind = 'upgrade' | 'tractor' | 'spin' | 'card';

/** The player's progress on the daily challenge of UTC day `day`. */
export interface DailyRecord {
  /** UTC day the counters belong to; counters of an earlier day count as 0. */
  day: number;
  counts: Record<ChallengeKind, number>;
  /** UTC day the challenge's reward was last claimed (null = never). */
  claimedDay: number | null;
}

/** The player's prestige: how often the farm was sold and what the sales earned. */
export interface PrestigeRecord {
  /** Farms sold this season. */
  count: number;
  /** Stars held; each adds PRESTIGE_STAR_BONUS to the output multiplier. */
  stars: number;
}

/** Daily-challenge counters at zero for UTC day `day`. */
export function emptyDaily(day: number): DailyRecord {
  return { day, counts: { upgrade: 0, tractor: 0, spin: 0, card: 0 }, claimedDay: null };
}

/** A player who never sold a farm. */
export const NO_PRESTIGE: PrestigeRecord = { count: 0, stars: 0 };

/** A new player at `now` (ms): owns the free sprouter, START_RESOURCES and START_SPINS. */
export function newPlayer(catalog: Catalog, now: number, premium: boolean): PlayerState {
  const time = Math.floor(now);
  const producers = seasonProducers(catalog, 'main')
    .filter((def) => def.starter)
    .map((def) => createProducer(def, 1, time));
  const adCards = Object.fromEntries(AD_CARD_KINDS.map((kind) => [kind, { nextAvailableAt: 0, count: 0, day: 0 }])) as Record<
    AdCardKind,
    AdCardRecord
  >;
  return {
    version: 1,
    createdAt: time,
    settledAt: time,
    lastSeen: time,
    premium,
    producers,
    producersEvent: [],
    eventSeason: null,
    resources: [...START_RESOURCES],
    resourcesEvent: [0, 0, 0, 0],
    tokensEarned: 0,
    spin: START_SPINS,
    nextFreeSpinAt: time + FREE_SPIN_INTERVAL_MS,
    boosts: initialBoosts(),
    waterBoost: initialWater(time),
    amount_boost_history: [],
    quests: {},
    events: { TRACTOR: { triggerCount: 0, latest_trigger: 0, day: 0 }, CARD: { triggerCount: 0, latest_trigger: 0, day: 0 } },
    adCards,
    products: {},
    checkin: { lastDay: null, streak: 0, forgivenDay: null },
    daily: emptyDaily(0),
    prestige: NO_PRESTIGE,
  };
}
