/**
 * The bounds a catalog's content must keep (docs/content-bounds.md says where each figure comes
 * from): ids that are plain identifiers, rewards that are whole, non-negative and below a ceiling
 * per kind, and conditions a player can meet. The catalog's schema enforces the absolute bounds;
 * `catalog-check.ts` the ones that depend on where a reward is paid (a daily quest's are lower).
 */
import { MAX_LEVEL } from './catalog.ts';
import type { Reward } from './catalog-types.ts';
import { TOKEN } from './resources.ts';
import { DAY } from './time.ts';

/** An id of the catalog: lower-case letters, digits and hyphens, starting with a letter, at most 40. */
export const ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** True when `id` is a plain identifier that names nothing an object already has (`constructor`...). */
export function isPlainId(id: string): boolean {
  return ID_PATTERN.test(id) && !(id in Object.prototype);
}

/** Longest title or name of an entry, characters. */
export const MAX_TITLE_LENGTH = 80;

/** The most a reward may pay, by kind. */
export interface RewardCeilings {
  /** Whole tokens (a resource reward's floor in the token slot). */
  tokens: number;
  /** Seeds, yield or fertilize (a resource reward's floor in the other slots). */
  resources: number;
  /** Minutes of the player's production a resource reward pays. */
  minutes: number;
  /** Whole spins. */
  spins: number;
  /** Whole held boosts of one kind. */
  boosts: number;
  /** Minutes of water. */
  water: number;
}

/**
 * What any one reward may pay: a quest taken once, a product, a slot of the wheel, a card, an
 * event trigger. A once-only reward stays below what a daily player's first day earns (12.3K tokens).
 */
export const ONCE_CEILINGS: Readonly<RewardCeilings> = {
  tokens: 10_000,
  resources: 10_000,
  minutes: 120,
  spins: 10,
  boosts: 5,
  water: 240,
};

/** What a reward of a daily quest may pay: it is paid again every day of the season. */
export const DAILY_CEILINGS: Readonly<RewardCeilings> = {
  tokens: 250,
  resources: 1_000,
  minutes: 60,
  spins: 3,
  boosts: 1,
  water: 120,
};

/** Most rewards one entry (a quest, a product) pays at once. */
export const MAX_REWARDS_PER_ENTRY = 4;

/** An invite quest asks for at most this many invited friends. */
export const MAX_INVITE_FRIENDS = 100;
/** A level quest asks for at most the level cap. */
export const MAX_QUEST_LEVEL = MAX_LEVEL;
/** A follow quest's wait is at most this long, ms. */
export const MAX_FOLLOW_DELAY_MS = DAY;
/** An event triggers at most this many times a UTC day; an ad card is granted at most this many times. */
export const MAX_DAILY_TRIGGERS = 24;
/** Longest interval, cooldown or repeat of an entry, ms. */
export const MAX_INTERVAL_MS = 30 * DAY;
/** Highest price of a product, whole tokens. */
export const MAX_PRICE = 1_000_000;
/** A repeatable product may be bought at most this often, ms (never twice in one instant). */
export const MIN_PRODUCT_REPEAT_MS = 60_000;

/** The amounts of `reward` against `ceilings`: each field that pays more, with its ceiling. */
export function rewardExcess(reward: Reward, ceilings: Readonly<RewardCeilings>): { field: string; value: number; ceiling: number }[] {
  const fields: { field: string; value: number; ceiling: number }[] = [];
  switch (reward.type) {
    case 'resource':
      fields.push({ field: 'amount', value: reward.amount, ceiling: reward.resource === TOKEN ? ceilings.tokens : ceilings.resources });
      fields.push({ field: 'minutes', value: reward.minutes, ceiling: ceilings.minutes });
      break;
    case 'spin':
      fields.push({ field: 'amount', value: reward.amount, ceiling: ceilings.spins });
      break;
    case 'boost':
      fields.push({ field: 'amount', value: reward.amount, ceiling: ceilings.boosts });
      break;
    case 'water':
      fields.push({ field: 'minutes', value: reward.minutes, ceiling: ceilings.water });
      break;
  }
  return fields.filter((entry) => entry.value > entry.ceiling);
}

/** What a kind of amount is called in a problem ("tokens", "spins"...). */
export function rewardUnit(reward: Reward, field: string): string {
  if (reward.type === 'resource') return field === 'minutes' ? 'minutes of production' : reward.resource === TOKEN ? 'tokens' : 'resources';
  if (reward.type === 'water') return 'minutes of water';
  return reward.type === 'spin' ? 'spins' : 'boosts';
}
