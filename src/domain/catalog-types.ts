/** Shapes of the catalog entries (the numbers themselves live in `catalog.ts`). */
import type { ResourceIndex, Resources } from './resources.ts';

/** Which pair of vectors an entry belongs to: the main season or the running event. */
export type Season = 'main' | 'event';

/** The seasons, for schemas. */
export const SEASONS = ['main', 'event'] as const satisfies readonly Season[];

/** Kinds of held boosts (water is held separately, in `waterBoost`). */
export type BoostKind = 'user' | 'insta';

/** The boost kinds, for schemas. */
export const BOOST_KINDS = ['user', 'insta'] as const satisfies readonly BoostKind[];

/**
 * A reward as the catalog writes it. A resource reward is written in minutes of the player's
 * current production of that resource so it never goes stale, with `amount` as the floor (the
 * credit is max(amount, minutes × production per minute)); it goes to the main season.
 */
export type Reward =
  | { type: 'resource'; resource: ResourceIndex; amount: number; minutes: number }
  | { type: 'spin'; amount: number }
  | { type: 'boost'; boost: BoostKind; amount: number }
  | { type: 'water'; minutes: number };

/** What a reward actually credited (resource amounts after the production rule and rounding). */
export type Grant =
  | { type: 'resource'; resource: ResourceIndex; season: Season; amount: number }
  | { type: 'spin'; amount: number }
  | { type: 'boost'; boost: BoostKind; amount: number }
  | { type: 'water'; minutes: number };

/** A producer of the catalog, with its level-1 numbers. */
export interface ProducerDef {
  /** Unique id, also the `_id` and `type` of the player's producer. */
  id: string;
  /** Display name. */
  name: string;
  season: Season;
  /** 1 for the first producer of a season; orders completions at the same instant. */
  tier: number;
  /** Cycle length at level 1, ms. */
  interval: number;
  /** Taken per cycle at level 1 (scaled by the level). */
  inputs: Resources;
  /** Made per cycle at level 1 (scaled by the level). */
  outputs: Resources;
  /** The slot of the main output. */
  resource: ResourceIndex;
  /** Price to buy, in the season's resources; zero for the starter. */
  cost: Resources;
  /** Base of the upgrade price: next_level.amounts at level L = upgradeBase × growth^L. */
  upgradeBase: Resources;
  /** Growth factor of the upgrade price per level (1.15 tier 1 ... 1.08 tier 4; 1.15 for the token-priced tiers 5-8). */
  growth: number;
  /** Owned from the start of its season. */
  starter: boolean;
}

/** A slot of the wheel. */
export interface SpinSlot {
  /** Index on the wheel, 0..7. */
  slot: number;
  /** Relative weight (the weights sum to 100, so a weight reads as a percentage). */
  weight: number;
  reward: Reward;
}

/** How a quest's condition is checked. */
export type QuestCondition =
  | { type: 'checkin' }
  | { type: 'level'; level: number }
  | { type: 'own'; producer: string }
  | { type: 'invite'; friends: number }
  | { type: 'channel' }
  | { type: 'follow'; network: 'tiktok' | 'linkedin'; delayMs: number };

/** A quest of the catalog. */
export interface QuestDef {
  id: string;
  title: string;
  /** 'daily' quests may be taken again each UTC day. */
  repeat: 'once' | 'daily';
  condition: QuestCondition;
  rewards: readonly Reward[];
}

/** The two game-user event types (docs/product.md, section 3). */
export type EventType = 'TRACTOR' | 'CARD';

/** A game-user event definition (`event_id`, docs/product.md, section 3). */
export interface EventDef {
  type: EventType;
  eventKey: string;
  /** What one trigger grants (for CARD: the headline reward; the draw uses `CARD_REWARDS`). */
  reward: Reward;
  /** Minimum time between triggers, ms. */
  interval: number;
  /** Triggers allowed per UTC day. */
  triggerLimit: number;
}

/** Kinds of the reward cards unlocked by watching an ad. */
export type AdCardKind = 'water' | 'spin' | 'user' | 'insta';

/** The ad card kinds, for schemas. */
export const AD_CARD_KINDS = ['water', 'spin', 'user', 'insta'] as const satisfies readonly AdCardKind[];

/** A reward card for ads. */
export interface AdCardDef {
  kind: AdCardKind;
  reward: Reward;
  /** Time after a grant before the next one, ms. */
  cooldown: number;
  /** Grants allowed per UTC day. */
  dailyLimit: number;
}

/** A shop product sold for tokens. */
export interface ProductDef {
  id: string;
  name: string;
  /** 'limited' offers and 'spin' products are listed apart, with the same shape. */
  list: 'limited' | 'spin';
  /** Price, whole tokens. */
  price: number;
  rewards: readonly Reward[];
  /** Time between purchases by one player, ms; null = once per player. */
  repeatMs: number | null;
  /** When the offer ends for everyone, ms since epoch; null = no end. */
  expiresAt: number | null;
  /** When set, the offer ends this long after the player's account was created, ms. */
  expiresAfterSignupMs: number | null;
}

/** A card of the CARD event's draw. */
export interface CardRewardDef {
  /** Relative weight (the weights sum to 100). */
  weight: number;
  reward: Reward;
}

/**
 * The game's content: what a version of the catalog holds (stored in the database as one JSON
 * document; `CATALOG_V1` in `catalog.ts` is version 1, the seed). The rules that read content take
 * it as an argument; game constants such as timings stay in code.
 */
export interface Catalog {
  /** Producers of both seasons; tier orders them within a season. */
  producers: readonly ProducerDef[];
  quests: readonly QuestDef[];
  products: readonly ProductDef[];
  adCards: Readonly<Record<AdCardKind, AdCardDef>>;
  /** The wheel's slots, by index. */
  spinSlots: readonly SpinSlot[];
  events: Readonly<Record<EventType, EventDef>>;
  /** Rewards the server draws from when a card is turned. */
  cardRewards: readonly CardRewardDef[];
}
