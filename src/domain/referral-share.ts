/**
 * Friends that matter (docs/game-design.md, "Friends"): the invited player's welcome gift, and the
 * inviter's share of each friend's token earnings, a small percentage capped per friend and day.
 */
import type { Catalog, Grant, Reward } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import { credit } from './balance.ts';
import { grantRewards } from './rewards.ts';

/** What a player who opens the game through a friend's invite link gets, once. */
export const WELCOME_GIFT: readonly Reward[] = [
  { type: 'spin', amount: 3 },
  { type: 'boost', boost: 'user', amount: 1 },
  { type: 'water', minutes: 60 },
];

/** The inviter's share of a friend's token earnings, as a fraction. */
export const FRIEND_SHARE_RATE = 0.05;
/** The most one friend's earnings of one UTC day pay the inviter, whole tokens. */
export const FRIEND_SHARE_DAILY_CAP = 500;
/** How many completed UTC days back a share can still be collected. */
export const FRIEND_SHARE_DAYS = 7;

/** `state` with the welcome gift credited at `now` (ms), and what it credited. */
export function grantWelcomeGift(catalog: Catalog, state: PlayerState, now: number): { state: PlayerState; granted: Grant[] } {
  return grantRewards(catalog, state, WELCOME_GIFT, now, 'welcome-gift');
}

/**
 * The inviter's whole-token share of what one friend earned in one UTC day (`earned`, whole
 * tokens): FRIEND_SHARE_RATE of it, floored, at most FRIEND_SHARE_DAILY_CAP; 0 for no or bad input.
 */
export function friendShare(earned: number): number {
  if (!Number.isFinite(earned) || earned <= 0) return 0;
  return Math.min(FRIEND_SHARE_DAILY_CAP, Math.floor(earned * FRIEND_SHARE_RATE));
}

/** The UTC days whose shares can be collected on day `today`: the FRIEND_SHARE_DAYS completed ones before it. */
export function collectableDays(today: number): number[] {
  return Array.from({ length: FRIEND_SHARE_DAYS }, (_, index) => today - FRIEND_SHARE_DAYS + index);
}

/** The inviter's state after collecting `tokens` (whole) of friends' shares into the main season. */
export function creditFriendShare(state: PlayerState, tokens: number): PlayerState {
  return credit(state, 'main', [0, 0, 0, Math.max(0, Math.floor(tokens))]).state;
}
