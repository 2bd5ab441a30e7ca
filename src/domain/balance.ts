/** Paying and crediting a season's resources, keeping the vector's invariants. */
import type { Grant, Season } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import { resourcesKey } from './producer.ts';
import type { Resources } from './resources.ts';
import { add, canAfford, quantizeAll, subtract, TOKEN } from './resources.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';

/** `state` after paying `cost` from `season`'s resources, or NOT_ENOUGH_RESOURCES. */
export function pay(state: PlayerState, season: Season, cost: Resources): Result<PlayerState> {
  const key = resourcesKey(season);
  if (!canAfford(state[key], cost)) return fail('NOT_ENOUGH_RESOURCES');
  return ok({ ...state, [key]: subtract(state[key], cost) });
}

/**
 * `state` after crediting `amounts` (rounded: tokens floored, the rest to the 1/1024 grid) to
 * `season`'s resources; main-season tokens also count towards `tokensEarned`.
 */
export function credit(state: PlayerState, season: Season, amounts: Resources): { state: PlayerState; credited: Resources } {
  const credited = quantizeAll(amounts);
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
