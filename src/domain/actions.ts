/**
 * Every player action: `applyAction(state, action, ctx)` settles time up to `ctx.now`, then
 * applies the action's rule, returning the new state and a report, or a refusal with a reason.
 */
import type { AdCardKind, BoostKind, Catalog, Season } from './catalog-types.ts';
import { SEASONS } from './catalog-types.ts';
import { AD_VIEW_ASSUMED, claimAdCard, type AdView } from './ad-cards.ts';
import { touch } from './advance.ts';
import { toggleWater, useInstaBoost, useUserBoost } from './boost-rules.ts';
import { checkIn } from './checkin.ts';
import { claimChallenge, countTask } from './daily-challenge.ts';
import { claimLadderStep } from './event-ladder.ts';
import { triggerTractor, turnCard } from './events.ts';
import type { Outcome } from './outcome.ts';
import { ACTION_TYPES } from './outcome.ts';
import type { PlayerState } from './player.ts';
import { buyProducer, collectCycle, startCycle, upgradeProducer } from './producer-rules.ts';
import { claimQuest, takeQuest } from './quests.ts';
import type { Result } from './result.ts';
import { fail } from './result.ts';
import { sellFarm } from './prestige.ts';
import { buyProduct } from './shop.ts';
import { spinWheel } from './spin.ts';

export type { ActionResult, ActionType, Outcome } from './outcome.ts';
export { ACTION_TYPES } from './outcome.ts';

/** The actions, discriminated on `type` (the engine name of the API). */
export type Action =
  | { type: 'quest-take'; questId: string }
  | { type: 'quest-claim'; questId: string }
  | { type: 'producer-buy'; producerId: string; season: Season }
  | { type: 'producer-start'; producerId: string; season: Season }
  | { type: 'producer-collect'; producerId: string; season: Season }
  | { type: 'producer-upgrade'; producerId: string; season: Season }
  | { type: 'boost-use'; boost: BoostKind; producerId?: string; season?: Season }
  | { type: 'water-toggle'; on: boolean }
  | { type: 'spin' }
  | { type: 'event-trigger'; event: 'TRACTOR' }
  | { type: 'card-turn'; card: number }
  | { type: 'ad-card-claim'; card: AdCardKind; adView?: string }
  | { type: 'limited-product-buy'; productId: string }
  | { type: 'checkin' }
  | { type: 'challenge-claim' }
  | { type: 'prestige' }
  | { type: 'event-ladder-claim'; step: number };

/**
 * What the rules need from outside: the catalog in force (`catalog`: the server's active version,
 * the client's last fetched one), server time `now` (ms since epoch), a random source `rng`
 * returning numbers in [0, 1) (the server's is cryptographic), and facts the server verified
 * (friends invited, channel membership through the Bot API, the ad shown for an ad card's claim).
 * A missing fact counts as unmet; `channelMember` undefined also means the channel quest is not offered.
 */
export interface ActionContext {
  catalog: Catalog;
  now: number;
  rng: () => number;
  facts?: { friendsInvited?: number; channelMember?: boolean; adView?: AdView };
  /**
   * The draw is the server's to make: a spin or a card turn spends what it costs and credits no
   * prize (a client's view of such an action before the server's answer; never a guess).
   */
  drawPending?: boolean;
}

/** Applies the rule of `action` to a state already settled at `now`. */
function dispatch(state: PlayerState, action: Action, now: number, ctx: ActionContext): Result<Outcome> {
  const facts = ctx.facts ?? {};
  const catalog = ctx.catalog;
  switch (action.type) {
    case 'quest-take':
      return takeQuest(catalog, state, action.questId, now, facts);
    case 'quest-claim':
      return claimQuest(catalog, state, action.questId, now, facts);
    case 'producer-buy':
      return buyProducer(catalog, state, action.season, action.producerId, now);
    case 'producer-start':
      return startCycle(catalog, state, action.season, action.producerId, now);
    case 'producer-collect':
      return collectCycle(catalog, state, action.season, action.producerId, now);
    case 'producer-upgrade':
      return upgradeProducer(catalog, state, action.season, action.producerId, now);
    case 'boost-use':
      if (action.boost === 'user') return useUserBoost(state, now);
      if (action.producerId === undefined) return fail('NEEDS_PRODUCER');
      return useInstaBoost(catalog, state, action.season ?? 'main', action.producerId, now);
    case 'water-toggle':
      return toggleWater(state, action.on, now);
    case 'spin':
      return spinWheel(catalog, state, now, ctx.drawPending === true ? null : ctx.rng);
    case 'event-trigger':
      return triggerTractor(catalog, state, now);
    case 'card-turn':
      return turnCard(catalog, state, action.card, now, ctx.drawPending === true ? null : ctx.rng);
    case 'ad-card-claim':
      return claimAdCard(catalog, state, action.card, now, facts.adView);
    case 'limited-product-buy':
      return buyProduct(catalog, state, action.productId, now);
    case 'checkin':
      return checkIn(state, now);
    case 'challenge-claim':
      return claimChallenge(catalog, state, now);
    case 'prestige':
      return sellFarm(catalog, state, now);
    case 'event-ladder-claim':
      return claimLadderStep(catalog, state, action.step, now);
  }
}

/**
 * Applies `action` at `ctx.now` (ms; fractions floored): settles the state up to then with
 * `advance`, records the contact (`lastSeen`), applies the action's rule and counts it towards
 * the daily challenge. On a refusal the reason is returned and nothing changes. Never mutates `state`.
 */
export function applyAction(state: PlayerState, action: Action, ctx: ActionContext): Result<Outcome> {
  if (!(ACTION_TYPES as readonly string[]).includes((action as { type: unknown }).type as string)) return fail('INVALID_ACTION');
  // The protocol validates bodies; this guard keeps a bad season from reaching the wrong vectors.
  const season = (action as { season?: unknown }).season;
  if (season !== undefined && !(SEASONS as readonly unknown[]).includes(season)) return fail('INVALID_ACTION');
  const now = Math.floor(ctx.now);
  const settled = touch(state, now);
  // A client clock behind the settled time must not move time backwards for the rules.
  const at = Math.max(now, settled.settledAt);
  const outcome = dispatch(settled, action, at, ctx);
  return outcome.ok ? { ok: true, value: { ...outcome.value, state: countTask(outcome.value.state, action.type, at) } } : outcome;
}

/** An action applied by {@link applyWhenDue}: the outcome and the time it took effect, ms. */
export interface TimedOutcome {
  outcome: Result<Outcome>;
  at: number;
}

/**
 * Applies `action` at `ctx.now`, or, when the rules refuse it for a reason time cures, at the
 * moment they name (`retryAt`) provided it is not after `latest` (ms). The rules say when: one
 * retry, no search. Never mutates `state`.
 */
export function applyWhenDue(state: PlayerState, action: Action, ctx: ActionContext, latest: number): TimedOutcome {
  const first = applyAction(state, action, ctx);
  if (first.ok || first.retryAt === undefined || first.retryAt > latest)
    return { outcome: first, at: Math.max(Math.floor(ctx.now), state.settledAt) };
  return { outcome: applyAction(state, action, { ...ctx, now: first.retryAt }), at: first.retryAt };
}

/**
 * When an action the player made at `claimed` (ms, the client's reckoning of server time) takes
 * effect: not before the state is settled (the previous accepted action, or the last time the
 * server settled it for the player), not after `now` (the server's clock). Production is settled
 * only up to that moment, so a claimed time can never produce more than real elapsed time allows;
 * a time outside the bounds is moved to the nearer one.
 */
export function actionTime(state: PlayerState, claimed: number, now: number): number {
  const latest = Math.floor(now);
  if (!Number.isFinite(claimed)) return Math.max(latest, state.settledAt);
  return Math.max(Math.min(Math.floor(claimed), latest), state.settledAt);
}

/**
 * True when the rules accept `action` at `now` (ms): a dry run on `state`, so a button looks
 * payable exactly when the rule takes it. Facts only the server verifies count as met.
 */
export function accepts(catalog: Catalog, state: PlayerState, action: Action, now: number): boolean {
  const facts = { friendsInvited: Number.POSITIVE_INFINITY, channelMember: true, adView: AD_VIEW_ASSUMED };
  return applyAction(state, action, { catalog, now, rng: () => 0, facts }).ok;
}
