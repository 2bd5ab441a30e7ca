/**
 * The event's reward ladder (docs/game-design.md, "Events"): steps of event tokens earned in the
 * running event, each paying a reward into the main season, claimed once each. Event tokens are
 * never spent (no event price is in tokens, see `eventPricesAvoidTokens`), so the tokens held in
 * the event's vector are the tokens earned this event.
 */
import type { Catalog, Reward } from './catalog-types.ts';
import { seasonProducers } from './catalog.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import { grantReward, tokensIn } from './rewards.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { TOKEN } from './resources.ts';

/** One step: reached at `points` event tokens earned this event, pays `reward` into the main season. */
export interface LadderStep {
  points: number;
  reward: Reward;
}

/**
 * The ladder, lowest step first. A first step within the first session (the pie stand's first
 * cycles), the top one for a player who keeps the event's producers running all week.
 */
export const EVENT_LADDER: readonly LadderStep[] = [
  { points: 5, reward: { type: 'spin', amount: 1 } },
  { points: 40, reward: { type: 'water', minutes: 30 } },
  { points: 150, reward: { type: 'boost', boost: 'user', amount: 1 } },
  { points: 500, reward: { type: 'spin', amount: 3 } },
  { points: 1500, reward: { type: 'resource', resource: TOKEN, amount: 2000, minutes: 0 } },
];

/** A step as the screen shows it: reached, claimed, claimable. */
export interface LadderStepView extends LadderStep {
  index: number;
  reached: boolean;
  claimed: boolean;
  claimable: boolean;
  /** Event tokens still to earn to reach the step (0 once reached). */
  toGo: number;
}

/** Whole event tokens earned in the running event (0 when the player is in none). */
export function eventPoints(state: PlayerState): number {
  return state.eventSeason === null ? 0 : Math.floor(state.resourcesEvent[TOKEN]);
}

/** The steps claimed in the running event (claims of an earlier event do not count). */
function claimedSteps(state: PlayerState): readonly number[] {
  const claims = state.eventLadder;
  return claims !== undefined && claims.season === state.eventSeason ? claims.claimed : [];
}

/** Every step of the ladder with the player's progress on it. */
export function ladderView(state: PlayerState): LadderStepView[] {
  const points = eventPoints(state);
  const claimed = claimedSteps(state);
  return EVENT_LADDER.map((step, index) => {
    const reached = state.eventSeason !== null && points >= step.points;
    const done = claimed.includes(index);
    return { ...step, index, reached, claimed: done, claimable: reached && !done, toGo: Math.max(0, step.points - points) };
  });
}

/** How many steps can be claimed now (the badge on the event's entry). */
export function claimableSteps(state: PlayerState): number {
  return ladderView(state).filter((step) => step.claimable).length;
}

/**
 * Claims step `index` at `now` (ms): its reward is credited to the main season and the step is
 * marked claimed for the running event. Refused outside an event (NO_EVENT_SEASON), for a step
 * that does not exist (LADDER_UNKNOWN), not reached yet (LADDER_NOT_REACHED) or already claimed
 * (LADDER_CLAIMED).
 */
export function claimLadderStep(catalog: Catalog, state: PlayerState, index: number, now: number): Result<Outcome> {
  if (state.eventSeason === null) return fail('NO_EVENT_SEASON');
  const step = ladderView(state)[index];
  if (step === undefined) return fail('LADDER_UNKNOWN');
  if (step.claimed) return fail('LADDER_CLAIMED');
  if (!step.reached) return fail('LADDER_NOT_REACHED');
  const done = grantReward(catalog, state, step.reward, now, 'event-ladder');
  const eventLadder = { season: state.eventSeason, claimed: [...claimedSteps(state), index].sort((a, b) => a - b) };
  const granted = [done.grant];
  return ok({
    state: { ...done.state, eventLadder },
    result: { ...emptyResult('event-ladder-claim'), granted, tokensCredited: tokensIn(granted) },
  });
}

/** True when no event producer is bought or upgraded with tokens (so event tokens held = earned). */
export function eventPricesAvoidTokens(catalog: Catalog): boolean {
  return seasonProducers(catalog, 'event').every((def) => def.cost[TOKEN] === 0 && def.upgradeBase[TOKEN] === 0);
}
