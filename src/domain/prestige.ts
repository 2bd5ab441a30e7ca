/**
 * Prestige within the season (docs/game-design.md, "Prestige"): once the player owns the season's
 * last producer, they may sell the farm for stars, a lasting output multiplier, counted on what the
 * farm is worth (the tokens its producers and their levels cost). The farm goes back to its first
 * day (producers, seed, yield, fertilize); tokens, tokens earned (the leaderboard's measure, so no
 * one's rank falls), stars, spins, boosts, water, streak, challenge and quests stay.
 */
import { PRESTIGE_FALLBACK_PRICE, PRESTIGE_STARS_AT_LAST_PRICE, producerDef, seasonProducers } from './catalog.ts';
import type { Catalog, ProducerDef } from './catalog-types.ts';
import { upgradeCost } from './levels.ts';
import { prestigeMultiplier } from './multiplier.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import { newPlayer, type PlayerState } from './player.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { TOKEN } from './resources.ts';

/** The main season's last producer (highest tier), or undefined for an empty catalog. */
function lastProducer(catalog: Catalog): ProducerDef | undefined {
  return seasonProducers(catalog, 'main').at(-1);
}

/** The token price stars are counted against: the last producer's, or PRESTIGE_FALLBACK_PRICE when it costs no tokens. */
function starUnit(catalog: Catalog): number {
  const price = lastProducer(catalog)?.cost[TOKEN] ?? 0;
  return price > 0 ? price : PRESTIGE_FALLBACK_PRICE;
}

/** Whole tokens the main-season farm cost: each owned producer's token price and the token prices of its levels. */
export function farmWorth(catalog: Catalog, state: PlayerState): number {
  let worth = 0;
  for (const producer of state.producers) {
    const def = producerDef(catalog, producer._id);
    if (def === undefined) continue;
    worth += def.cost[TOKEN];
    for (let level = 1; level < producer.level; level += 1) worth += upgradeCost(def, level)[TOKEN];
  }
  return worth;
}

/** Stars a farm worth `worth` whole tokens sells for: PRESTIGE_STARS_AT_LAST_PRICE × √(worth / the last producer's price), floored. */
export function starsFor(catalog: Catalog, worth: number): number {
  return Math.floor(PRESTIGE_STARS_AT_LAST_PRICE * Math.sqrt(Math.max(0, worth) / starUnit(catalog)) + 1e-9);
}

/** What selling the farm would do now. */
export interface PrestigePreview {
  /** The rule would accept a sale now. */
  available: boolean;
  /** Why not, when not available. */
  reason: 'NEEDS_LAST_PRODUCER' | 'NO_STARS' | null;
  /** Catalog id of the producer to own first. */
  lastProducerId: string | null;
  /** Whole tokens the farm cost (what stars are counted on). */
  worth: number;
  starsHeld: number;
  starsGained: number;
  multiplierNow: number;
  multiplierAfter: number;
  /** Farms sold so far. */
  count: number;
}

/** The preview of a sale: the rule itself run on `state` (the screen shows exactly what the action does). */
export function prestigePreview(catalog: Catalog, state: PlayerState): PrestigePreview {
  const last = lastProducer(catalog);
  const owns = last !== undefined && state.producers.some((producer) => producer._id === last.id);
  const worth = farmWorth(catalog, state);
  const starsGained = starsFor(catalog, worth);
  const reason = !owns ? 'NEEDS_LAST_PRODUCER' : starsGained < 1 ? 'NO_STARS' : null;
  const starsHeld = state.prestige.stars;
  return {
    available: reason === null,
    reason,
    lastProducerId: last?.id ?? null,
    worth,
    starsHeld,
    starsGained,
    multiplierNow: prestigeMultiplier(starsHeld),
    multiplierAfter: prestigeMultiplier(starsHeld + starsGained),
    count: state.prestige.count,
  };
}

/** Sells the farm at `now` (ms) for stars; refused with PRESTIGE_LOCKED until the preview says available. */
export function sellFarm(catalog: Catalog, state: PlayerState, now: number): Result<Outcome> {
  const preview = prestigePreview(catalog, state);
  if (!preview.available) return fail('PRESTIGE_LOCKED');
  const fresh = newPlayer(catalog, now, state.premium);
  const prestige = { count: state.prestige.count + 1, stars: preview.starsHeld + preview.starsGained };
  const resources: PlayerState['resources'] = [fresh.resources[0], fresh.resources[1], fresh.resources[2], state.resources[TOKEN]];
  return ok({ state: { ...state, producers: fresh.producers, resources, prestige }, result: emptyResult('prestige') });
}
