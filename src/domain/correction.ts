/**
 * An operator's correction of a player's balances (docs/content-bounds.md, "Repair"): whole
 * tokens and spins added or taken back. Taking back tokens also takes them from the season's
 * earnings, so the leaderboard forgets a payout the operator undid. No balance goes below zero:
 * such a correction is refused, and the operator sees the balance it would have taken too much from.
 */
import type { PlayerState } from './player.ts';
import { TOKEN } from './resources.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';

/** Whole tokens (main season) and spins to add (positive) or take back (negative). */
export interface Correction {
  tokens: number;
  spins: number;
}

/** `state` after `correction`, or NOT_ENOUGH_RESOURCES when a balance would go below zero. */
export function correctBalances(state: PlayerState, correction: Correction): Result<PlayerState> {
  if (!Number.isSafeInteger(correction.tokens) || !Number.isSafeInteger(correction.spins)) return fail('INVALID_ACTION');
  const tokens = state.resources[TOKEN] + correction.tokens;
  const spin = state.spin + correction.spins;
  if (tokens < 0 || spin < 0) return fail('NOT_ENOUGH_RESOURCES');
  const resources: PlayerState['resources'] = [state.resources[0], state.resources[1], state.resources[2], tokens];
  return ok({ ...state, resources, spin, tokensEarned: Math.max(0, state.tokensEarned + correction.tokens) });
}
