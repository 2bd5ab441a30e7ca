/** Paying and crediting a season's resources, keeping the vector's invariants. */
import type { Grant, Season } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import { resourcesKey } from './producer.ts';
import type { Resources } from './resources.ts';
import { add, canAfford, nonNegative, quantizeAll, subtract, TOKEN } from './resources.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';

/**
 * `state` after paying `cost` from `season`'s resources, or NOT_ENOUGH_RESOURCES (also for a cost
 * that is not a number). A negative slot of a cost is paid as 0: paying never credits.
 */
export function pay(state: PlayerState, season: Season, cost: Resources): Result<PlayerState> {
  const key = resourcesKey(season);
  if (cost.some((amount) => Number.isNaN(amount))) return fail('NOT_ENOUGH_RESOURCES');
  const due = cost.map((amount) => Math.max(0, amount)) as Resources;
  if (!canAfford(state[key], due)) return fail('NOT_ENOUGH_RESOURCES');
  return ok({ ...state, [key]: subtract(state[key], due) });
}

/**
 * `state` after crediting `amounts` (rounded: tokens floored, the rest to the 1/1024 grid) to
 * `season`'s resources; main-season tokens also count towards `tokensEarned`. A negative or
 * non-finite slot credits 0, so no credit takes a balance down (docs/content-bounds.md).
 */
export function credit(state: PlayerState, season: Season, amounts: Resources): { state: PlayerState; credited: Resources } {
  const credited = nonNegative(quantizeAll(amounts));
  const key = resourcesKey(season);
  const tokensEarned = season === 'main' ? state.tokensEarned + credited[TOKEN] : state.tokensEarned;
  return { state: { ...state, [key]: add(state[key], credited), tokensEarned }, credited };
}

/** The resource grants of a credit (the non-zero slots of `credited`), for an action's report. */
export function resourceGrants(credited: Resources, season: Season): Grant[] {
  return credited.flatMap((amount, slot) =>
    amount > 0 ? [{ type: 'resource' as const, resource: slot as 0 | 1 | 2 | 3, season, amount }] : [],
  );
}
