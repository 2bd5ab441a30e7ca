/**
 * THE catalog: every price, cost, reward, odd and length of the game (the producers' table in
 * `catalog-producers.ts`, re-exported here). The balance simulation (`simulation.ts`, `npm run simulate`) decides whether the numbers stay.
 */
import type {
  AdCardDef,
  AdCardKind,
  CardRewardDef,
  Catalog,
  EventDef,
  EventType,
  ProducerDef,
  ProductDef,
  QuestDef,
  Reward,
  SpinSlot,
} from './catalog-types.ts';
import { FERTILIZE, SEED, TOKEN, YIELD } from './resources.ts';
import { PRODUCERS } from './catalog-producers.ts';
import { DAY, HOUR, MINUTE, SECOND } from './time.ts';

/** From this level a producer is continuous (the `is_continues_level` default, docs/product.md, section 3). */
export const IS_CONTINUES_LEVEL = 10;
/** Highest level a producer can reach. */
export const MAX_LEVEL = 200;
/** Per level the interval is multiplied by this factor. */
export const INTERVAL_FACTOR = 0.95;
/** At each of these levels the interval is halved once more. */
export const MILESTONE_LEVELS: readonly number[] = [10, 25, 50];
/** Shortest interval of any producer, ms. */
export const MIN_INTERVAL_MS = SECOND;

/** Production accrues at most this long past the player's last contact with the server, ms. */
export const OFFLINE_CAP_MS = 3 * HOUR;

/** Output multiplier of the water boost (docs/product.md, section 3: 1.2). */
export const WATER_MULTIPLIER = 1.2;
/** Output multiplier of the water boost for premium users (docs/product.md, section 3: 1.3). */
export const WATER_MULTIPLIER_PREMIUM = 1.3;
/** Water drains one minute of water per minute in use; this is that minute, ms. */
export const WATER_DRAIN_MS = MINUTE;
/** A client may apply a water-boost update only if it is this much newer than the stored one, ms. */
export const WATER_UPDATE_MIN_GAP_MS = SECOND;

/** User boost: ×2 on all outputs for 30 min. */
export const USER_BOOST = { multiplier: 2, durationMs: 30 * MINUTE } as const;
/** Insta boost: completes this much of one producer's production at once, ms. */
export const INSTA_BOOST_MS = 60 * MINUTE;

/** A free spin is granted this often, ms. */
export const FREE_SPIN_INTERVAL_MS = 8 * HOUR;
/** Free spins stop accruing while the player holds this many. */
export const FREE_SPIN_MAX = 3;

/** A follow quest cannot be verified: it becomes claimable this long after it is taken, ms. */
export const FOLLOW_QUEST_DELAY_MS = 30 * SECOND;
/** The tractor's latest trigger older than this is treated as stale by the client, ms. */
export const TRACTOR_STALE_MS = 2 * MINUTE;
/** ...and is then reset to this long before now, ms. */
export const TRACTOR_STALE_RESET_MS = 90 * SECOND;

/** Referral credit to the referrer, whole tokens. */
export const REFERRAL_REWARD = 1000;
/** Referral credit to the referrer when the new user is premium, whole tokens. */
export const REFERRAL_REWARD_PREMIUM = 3000;

/** Daily check-in: tokens by day of the streak (day 7 and later pay the last entry). */
export const CHECKIN_STREAK_TOKENS: readonly number[] = [5, 10, 15, 20, 25, 30, 50];

/** What a new player holds: main-season resources and spins. */
export const START_RESOURCES = [100, 0, 0, 0] as const;
/** Spins a new player holds. */
export const START_SPINS = 1;

export { PRODUCERS } from './catalog-producers.ts';
/** The wheel: 8 slots; weights sum to 100. Resource rewards are minutes of current production. */
export const SPIN_SLOTS: readonly SpinSlot[] = [
  { slot: 0, weight: 30, reward: { type: 'resource', resource: SEED, minutes: 30, amount: 100 } },
  { slot: 1, weight: 20, reward: { type: 'resource', resource: YIELD, minutes: 30, amount: 30 } },
  { slot: 2, weight: 15, reward: { type: 'resource', resource: FERTILIZE, minutes: 15, amount: 10 } },
  { slot: 3, weight: 12, reward: { type: 'resource', resource: SEED, minutes: 60, amount: 200 } },
  { slot: 4, weight: 10, reward: { type: 'boost', boost: 'user', amount: 1 } },
  { slot: 5, weight: 8, reward: { type: 'water', minutes: 30 } },
  { slot: 6, weight: 4, reward: { type: 'spin', amount: 1 } },
  { slot: 7, weight: 1, reward: { type: 'resource', resource: TOKEN, minutes: 5, amount: 5 } },
];

const tokens = (amount: number): Reward => ({ type: 'resource', resource: TOKEN, amount, minutes: 0 });

/** Quests. The channel quest is offered only where the server can verify membership. */
export const QUESTS: readonly QuestDef[] = [
  { id: 'daily-checkin', title: 'Check in today', repeat: 'daily', condition: { type: 'checkin' }, rewards: [tokens(5)] },
  {
    id: 'reach-level-10',
    title: 'Reach level 10 on a producer',
    repeat: 'once',
    condition: { type: 'level', level: 10 },
    rewards: [tokens(100), { type: 'boost', boost: 'user', amount: 1 }],
  },
  { id: 'own-field', title: 'Own a Wheat Field', repeat: 'once', condition: { type: 'own', producer: 'field' }, rewards: [tokens(20)] },
  {
    id: 'own-market',
    title: "Own a Farmers' Market",
    repeat: 'once',
    condition: { type: 'own', producer: 'market' },
    rewards: [tokens(50), { type: 'spin', amount: 1 }],
  },
  { id: 'invite-1', title: 'Invite 1 friend', repeat: 'once', condition: { type: 'invite', friends: 1 }, rewards: [tokens(100)] },
  { id: 'invite-5', title: 'Invite 5 friends', repeat: 'once', condition: { type: 'invite', friends: 5 }, rewards: [tokens(500)] },
  { id: 'invite-20', title: 'Invite 20 friends', repeat: 'once', condition: { type: 'invite', friends: 20 }, rewards: [tokens(2500)] },
  { id: 'join-channel', title: 'Join our Telegram channel', repeat: 'once', condition: { type: 'channel' }, rewards: [tokens(50)] },
  {
    id: 'follow-tiktok',
    title: 'Follow us on TikTok',
    repeat: 'once',
    condition: { type: 'follow', network: 'tiktok', delayMs: FOLLOW_QUEST_DELAY_MS },
    rewards: [tokens(10)],
  },
  {
    id: 'follow-linkedin',
    title: 'Follow us on LinkedIn',
    repeat: 'once',
    condition: { type: 'follow', network: 'linkedin', delayMs: FOLLOW_QUEST_DELAY_MS },
    rewards: [tokens(10)],
  },
];

/** The game-user events: the tractor and the card draw. */
export const EVENTS: Readonly<Record<EventType, EventDef>> = {
  TRACTOR: {
    type: 'TRACTOR',
    eventKey: 'tractor',
    reward: { type: 'resource', resource: YIELD, amount: 30, minutes: 20 },
    // Fits the tractor's stale rule (docs/product.md, section 4) (older than 2 min reads as 90 s ago): 30 s after the game opens.
    interval: 2 * MINUTE,
    triggerLimit: 12,
  },
  CARD: {
    type: 'CARD',
    eventKey: 'cards',
    reward: { type: 'resource', resource: SEED, amount: 100, minutes: 30 },
    interval: 4 * HOUR,
    triggerLimit: 6,
  },
};

/** Rewards the server draws from when a card is turned; weights sum to 100. */
export const CARD_REWARDS: readonly CardRewardDef[] = [
  { weight: 40, reward: { type: 'resource', resource: SEED, amount: 100, minutes: 30 } },
  { weight: 30, reward: { type: 'resource', resource: YIELD, amount: 30, minutes: 30 } },
  { weight: 15, reward: { type: 'boost', boost: 'user', amount: 1 } },
  { weight: 10, reward: { type: 'water', minutes: 60 } },
  { weight: 5, reward: { type: 'spin', amount: 2 } },
];

/** Number of face-down cards offered by the CARD event. */
export const CARD_COUNT = 3;

/** Reward cards for ads: each has its own cooldown and daily limit. */
export const AD_CARDS: Readonly<Record<AdCardKind, AdCardDef>> = {
  water: { kind: 'water', reward: { type: 'water', minutes: 30 }, cooldown: HOUR, dailyLimit: 6 },
  spin: { kind: 'spin', reward: { type: 'spin', amount: 1 }, cooldown: HOUR, dailyLimit: 6 },
  user: { kind: 'user', reward: { type: 'boost', boost: 'user', amount: 1 }, cooldown: HOUR, dailyLimit: 6 },
  insta: { kind: 'insta', reward: { type: 'boost', boost: 'insta', amount: 1 }, cooldown: HOUR, dailyLimit: 6 },
};

/** Shop products, paid in whole tokens. */
export const PRODUCTS: readonly ProductDef[] = [
  {
    id: 'starter-pack',
    name: 'Starter pack',
    list: 'limited',
    price: 50,
    rewards: [
      { type: 'boost', boost: 'user', amount: 2 },
      { type: 'water', minutes: 60 },
      { type: 'spin', amount: 3 },
    ],
    repeatMs: null,
    expiresAt: null,
    expiresAfterSignupMs: 7 * DAY,
  },
  {
    id: 'daily-water',
    name: 'Daily water',
    list: 'limited',
    price: 30,
    rewards: [{ type: 'water', minutes: 120 }],
    repeatMs: DAY,
    expiresAt: null,
    expiresAfterSignupMs: null,
  },
  {
    id: 'spin-bundle',
    name: 'Spin bundle',
    list: 'limited',
    price: 60,
    rewards: [{ type: 'spin', amount: 3 }],
    repeatMs: 12 * HOUR,
    expiresAt: null,
    expiresAfterSignupMs: null,
  },
  {
    id: 'spin-1',
    name: 'One spin',
    list: 'spin',
    price: 25,
    rewards: [{ type: 'spin', amount: 1 }],
    repeatMs: HOUR,
    expiresAt: null,
    expiresAfterSignupMs: null,
  },
  {
    id: 'spin-10',
    name: 'Ten spins',
    list: 'spin',
    price: 200,
    rewards: [{ type: 'spin', amount: 10 }],
    repeatMs: DAY,
    expiresAt: null,
    expiresAfterSignupMs: null,
  },
];

/** Version 1 of the catalog: the seed of a fresh database, and what a client shows before its first fetch. */
export const CATALOG_V1: Catalog = {
  producers: PRODUCERS,
  quests: QUESTS,
  products: PRODUCTS,
  adCards: AD_CARDS,
  spinSlots: SPIN_SLOTS,
  events: EVENTS,
  cardRewards: CARD_REWARDS,
};

/** The catalog entry of a producer, or undefined. */
export function producerDef(catalog: Catalog, id: string): ProducerDef | undefined {
  return catalog.producers.find((def) => def.id === id);
}

/** Producers of one season, by tier. */
export function seasonProducers(catalog: Catalog, season: 'main' | 'event'): readonly ProducerDef[] {
  return catalog.producers.filter((def) => def.season === season).sort((a, b) => a.tier - b.tier);
}

export * from './catalog-daily.ts';
