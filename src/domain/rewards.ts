/** Crediting catalog rewards: resources, spins, held boosts and water. */
import { credit } from './balance.ts';
import { pushHistory } from './boost.ts';
import type { Catalog, Grant, Reward } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import { minutesOfProduction } from './production.ts';
import type { Resources } from './resources.ts';

/** `state` after one reward, and what it credited. `source` names the cause in the boost history. */
export function grantReward(
  catalog: Catalog,
  state: PlayerState,
  reward: Reward,
  now: number,
  source: string,
): { state: PlayerState; grant: Grant } {
  switch (reward.type) {
    case 'resource': {
      const amounts: Resources = [0, 0, 0, 0];
      amounts[reward.resource] = minutesOfProduction(catalog, state, reward.resource, reward.minutes, reward.amount);
      const done = credit(state, 'main', amounts);
      return {
        state: done.state,
        grant: { type: 'resource', resource: reward.resource, season: 'main', amount: done.credited[reward.resource] },
      };
    }
    case 'spin': {
      const history = pushHistory(state.amount_boost_history, { type: 'spin', amount: reward.amount, time: now, source });
      return {
        state: { ...state, spin: state.spin + reward.amount, amount_boost_history: history },
        grant: { type: 'spin', amount: reward.amount },
      };
    }
    case 'boost': {
      const boosts = state.boosts.map((boost) =>
        boost.type === reward.boost ? { ...boost, amount: boost.amount + reward.amount } : boost,
      );
      const history = pushHistory(state.amount_boost_history, { type: reward.boost, amount: reward.amount, time: now, source });
      return {
        state: { ...state, boosts, amount_boost_history: history },
        grant: { type: 'boost', boost: reward.boost, amount: reward.amount },
      };
    }
    case 'water': {
      // Water held is measured at `timestamp`; adding to it extends a running boost too.
      const waterBoost = { ...state.waterBoost, amount: state.waterBoost.amount + reward.minutes };
      const history = pushHistory(state.amount_boost_history, { type: 'water', amount: reward.minutes, time: now, source });
      return { state: { ...state, waterBoost, amount_boost_history: history }, grant: { type: 'water', minutes: reward.minutes } };
    }
  }
}

/** `state` after every reward of `rewards`, in order, and what they credited. */
export function grantRewards(
  catalog: Catalog,
  state: PlayerState,
  rewards: readonly Reward[],
  now: number,
  source: string,
): { state: PlayerState; granted: Grant[] } {
  let current = state;
  const granted: Grant[] = [];
  for (const reward of rewards) {
    const done = grantReward(catalog, current, reward, now, source);
    current = done.state;
    granted.push(done.grant);
  }
  return { state: current, granted };
}

/** Whole tokens among `granted` (main season). */
export function tokensIn(granted: readonly Grant[]): number {
  let tokens = 0;
  for (const grant of granted) if (grant.type === 'resource' && grant.resource === 3 && grant.season === 'main') tokens += grant.amount;
  return tokens;
}

/**
 * Draws an entry of a weighted table with `roll` in [0, 1): the entry whose cumulative weight
 * band holds roll × total. Out-of-range rolls are clamped, so a bad source cannot crash a draw.
 */
export function drawWeighted<T extends { weight: number }>(table: readonly T[], roll: number): { entry: T; index: number } {
  const total = table.reduce((sum, entry) => sum + entry.weight, 0);
  const clamped = Number.isFinite(roll) ? Math.min(Math.max(roll, 0), 1 - Number.EPSILON) : 0;
  let target = clamped * total;
  for (let index = 0; index < table.length; index += 1) {
    const entry = table[index];
    if (entry === undefined) continue;
    if (target < entry.weight) return { entry, index };
    target -= entry.weight;
  }
  const last = table[table.length - 1];
  if (last === undefined) throw new Error('drawWeighted: empty table');
  return { entry: last, index: table.length - 1 };
}
