/**
 * The farm's headline figure: what it makes per hour (docs/game-design.md, "Daily loop"), as
 * Hamster Kombat's profit per hour. Every owned main-season producer counts at its cycle rate,
 * manual or continuous, × the multiplier in force (boosts, water, prestige stars).
 */
import { multiplierAt } from './multiplier.ts';
import type { PlayerState } from './player.ts';
import { productionPerMinute } from './production.ts';
import type { ResourceIndex, Resources } from './resources.ts';
import { TOKEN } from './resources.ts';
import { effectiveIntervals } from './throttle.ts';
import { HOUR } from './time.ts';

/** Amount of each resource the main-season farm makes per hour at `now` (ms), ignoring what producers consume. */
export function productionPerHour(state: PlayerState, now: number): Resources {
  const multiplier = multiplierAt(state, now);
  const slots: ResourceIndex[] = [0, 1, 2, 3];
  const perHour = slots.map((slot) => productionPerMinute(state, 'main', slot) * 60 * multiplier);
  return [perHour[0] ?? 0, perHour[1] ?? 0, perHour[2] ?? 0, perHour[3] ?? 0];
}

/** The headline: a resource and its amount per hour. */
export interface HeadlineRate {
  resource: ResourceIndex;
  perHour: number;
}

/**
 * The farm's headline figure at `now` (ms): tokens per hour once any producer makes tokens (the
 * season's currency), before that the most advanced resource the farm makes (seed before anything).
 */
export function headlineRate(state: PlayerState, now: number): HeadlineRate {
  const perHour = productionPerHour(state, now);
  for (let slot = TOKEN; slot > 0; slot -= 1) {
    const amount = perHour[slot] ?? 0;
    if (amount > 0) return { resource: slot as ResourceIndex, perHour: amount };
  }
  return { resource: 0, perHour: perHour[0] };
}

/**
 * What the main-season farm adds to each resource per hour at `now` (ms): {@link productionPerHour}
 * less what its continuous producers take at their effective intervals (the supply share keeps
 * this at least half of what is made). Manual producers' inputs are not counted: they are taken
 * only when the player starts a cycle.
 */
export function netProductionPerHour(state: PlayerState, now: number): Resources {
  const perHour = productionPerHour(state, now);
  const intervals = effectiveIntervals(state.producers);
  state.producers.forEach((producer, index) => {
    if (!producer.is_continues) return;
    const cycles = HOUR / (intervals[index] ?? producer.interval);
    for (let slot = 0; slot < 4; slot += 1) perHour[slot as ResourceIndex] -= producer.inputs[slot as ResourceIndex] * cycles;
  });
  return perHour;
}
