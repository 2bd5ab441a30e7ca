/**
 * The balance simulation's non-stop player: a greedy player against the catalog who never leaves.
 * Every second of play it collects finished manual cycles, starts idle ones it can feed, and buys
 * the purchase (a producer or an upgrade of the main season) with the best score = time to afford
 * it + its payback (`simulation-greedy.ts`). It records the minute each producer is bought and
 * reaches level 10. Pure: the clock is simulated.
 */
import { advance } from './advance.ts';
import { IS_CONTINUES_LEVEL, producerDef, seasonProducers } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import { newPlayer } from './player.ts';
import type { PlayerState } from './player.ts';
import type { Resources } from './resources.ts';
import type { Purchase } from './simulation-greedy.ts';
import type { Sample } from './simulation-metrics.ts';
import { sampleOf } from './simulation-metrics.ts';
import { greedyStep, purchaseOf, SIMULATION_VALUES } from './simulation-greedy.ts';
import { MINUTE, SECOND } from './time.ts';

/** What the simulation reports. Minutes are of play since the start; null = not reached. */
export interface SimulationReport {
  /** Minute each main-season producer was owned (the sprouter at 0). */
  owned: Record<string, number | null>;
  /** Minute each main-season producer reached level 10 (continuous). */
  level10: Record<string, number | null>;
  /** Minute the first producer became continuous. */
  firstContinuous: number | null;
  /** Every purchase, in order. */
  purchases: Purchase[];
  /** Balances and pile ratios, once a minute. */
  samples: Sample[];
  /** The state at the end of the horizon. */
  final: PlayerState;
}

/** Plays `horizonMs` of greedy play from a new player and reports the milestones. */
export function simulate(
  catalog: Catalog,
  horizonMs: number,
  options: { stepMs?: number; start?: number; values?: Resources } = {},
): SimulationReport {
  const start = options.start ?? 1_700_000_000_000;
  const step = options.stepMs ?? SECOND;
  let state = newPlayer(catalog, start, false);
  const ids = seasonProducers(catalog, 'main').map((def) => def.id);
  const owned: Record<string, number | null> = Object.fromEntries(
    ids.map((id) => [id, producerDef(catalog, id)?.starter === true ? 0 : null]),
  );
  const level10: Record<string, number | null> = Object.fromEntries(ids.map((id) => [id, null]));
  const purchases: Purchase[] = [];
  const samples: Sample[] = [];
  for (let now = start; now <= start + horizonMs; now += step) {
    // The player plays without pause, so every step is a contact with the server.
    const settled = { ...advance(state, now), lastSeen: now };
    const played = greedyStep(settled, { catalog, now, rng: () => 0 }, options.values ?? SIMULATION_VALUES, false);
    state = played.state;
    for (const bought of played.bought) {
      const purchase = purchaseOf(start, now, bought);
      purchases.push(purchase);
      if (owned[purchase.producer] === null) owned[purchase.producer] = purchase.minute;
      if (purchase.level >= IS_CONTINUES_LEVEL && level10[purchase.producer] === null) level10[purchase.producer] = purchase.minute;
    }
    if ((now - start) % MINUTE === 0) samples.push(sampleOf(catalog, state, (now - start) / MINUTE));
  }
  const reached = Object.values(level10).filter((minute): minute is number => minute !== null);
  return { owned, level10, firstContinuous: reached.length > 0 ? Math.min(...reached) : null, purchases, samples, final: state };
}
