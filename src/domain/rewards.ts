/** Crediting catalog rewards: resources, spins, held boosts and water. */
import { credit } from './balance.ts';
import { pushHistory } from './boost.ts';
import type { Catalog, Grant, Reward } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import { minutesOfProduction } from './production.ts';
import type { Resources } from './resources.ts';
import { nonNegativeAmount, quantizeAll, wholeCount } from './resources.ts';

/**
 * What `reward` credits if it is granted to `state` now (the state settled at the instant of the
 * grant): a resource written in minutes of production is paid at the player's current rate, at
 * least its floor and at most the windfall cap (`windfall.ts`), rounded as a credit rounds. Every
 * label of a reward shows this, and `grantReward` pays exactly it.
 */
export function rewardPreview(catalog: Catalog, state: PlayerState, reward: Reward): Grant {
  switch (reward.type) {
    case 'resource': {
      const amounts: Resources = [0, 0, 0, 0];
      amounts[reward.resource] = minutesOfProduction(catalog, state, reward.resource, reward.minutes, reward.amount);
      return {
        type: 'resource',
        resource: reward.resource,
        season: 'main',
        amount: nonNegativeAmount(quantizeAll(amounts)[reward.resource]),
      };
    }
    case 'spin':
      return { type: 'spin', amount: wholeCount(reward.amount) };
    case 'boost':
      return { type: 'boost', boost: reward.boost, amount: wholeCount(reward.amount) };
    case 'water':
      return { type: 'water', minutes: nonNegativeAmount(reward.minutes) };
  }
}

/**
 * `state` after one reward, and what it credited (its {@link rewardPreview}). `source` names the
 * cause in the boost history. Whatever the catalog says, spins and boosts credit whole,
 * non-negative counts and water a non-negative number of minutes (docs/content-bounds.md).
 */
export function grantReward(
  catalog: Catalog,
  state: PlayerState,
  reward: Reward,
  now: number,
  source: string,
): { state: PlayerState; grant: Grant } {
  switch (reward.type) {
    case 'resource': {
      const grant = rewardPreview(catalog, state, reward);
      const amounts: Resources = [0, 0, 0, 0];
      if (grant.type === 'resource') amounts[reward.resource] = grant.amount;
      return { state: credit(state, 'main', amounts).state, grant };
    }
    case 'spin': {
      const amount = wholeCount(reward.amount);
      const history = pushHistory(state.amount_boost_history, { type: 'spin', amount, time: now, source });
      return {
        state: { ...state, spin: state.spin + amount, amount_boost_history: history },
        grant: { type: 'spin', amount },
      };
    }
    case 'boost': {
      const amount = wholeCount(reward.amount);
      const boosts = state.boosts.map((boost) => (boost.type === reward.boost ? { ...boost, amount: boost.amount + amount } : boost));
      const history = pushHistory(state.amount_boost_history, { type: reward.boost, amount, time: now, source });
      return {
        state: { ...state, boosts, amount_boost_history: history },
        grant: { type: 'boost', boost: reward.boost, amount },
      };
    }
    case 'water': {
      const minutes = nonNegativeAmount(reward.minutes);
      // Water held is measured at `timestamp`; adding to it extends a running boost too.
      const waterBoost = { ...state.waterBoost, amount: state.waterBoost.amount + minutes };
      const history = pushHistory(state.amount_boost_history, { type: 'water', amount: minutes, time: now, source });
      return { state: { ...state, waterBoost, amount_boost_history: history }, grant: { type: 'water', minutes } };
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
