/**
 * The next goal the farm names: first the moves a new player learns by doing (start a cycle, collect
 * it, upgrade, buy the second producer), then the milestones that last (the next producer, a producer
 * that runs by itself, the next level). Always one goal, with how far it is.
 */
import { accepts } from './actions.ts';
import type { Catalog } from './catalog-types.ts';
import { nextProducer } from './seasons.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { upgradePrice } from './producer-rules.ts';
import { shortfall, type Resources } from './resources.ts';

/** What the goal asks for. `start`, `collect`, `upgrade` and `buy` first appear as the lessons of a new player. */
export type GoalKind = 'start' | 'collect' | 'upgrade' | 'buy' | 'automate';

/** One goal: the producer it concerns, what is still missing, and the share done (0..1). */
export interface NextGoal {
  kind: GoalKind;
  /** The catalog id of the producer to act on (for `buy`, the one to buy). */
  producerId: string;
  /** For `upgrade` and `automate`: the level to reach. */
  level?: number;
  /** Resources still missing to afford the step (for `automate`, its next level); all zero when it can be done now. */
  missing: Resources;
  /** 0..1: for `collect`, the running cycle's progress; for `automate`, the levels climbed; else how much of the price is held. */
  progress: number;
}

/** The share of `cost` that `held` covers, over all the slots it asks for. */
function coverage(held: Resources, cost: Resources): number {
  const total = cost.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return 1;
  return cost.reduce((sum, amount, slot) => sum + Math.min(amount, held[slot] ?? 0), 0) / total;
}

function priced(catalog: Catalog, kind: GoalKind, producer: Producer, held: Resources, now: number, level: number): NextGoal | null {
  const cost = upgradePrice(catalog, producer, now);
  if (cost === null) return null;
  return { kind, producerId: producer._id, level, missing: shortfall(held, cost), progress: coverage(held, cost) };
}

const ZERO_MISSING: Resources = [0, 0, 0, 0];

/** The goal of the main season for `state` settled at `now` (ms); null when nothing is left to reach. */
export function nextGoal(catalog: Catalog, state: PlayerState, now: number): NextGoal | null {
  const held = state.resources;
  const manual = state.producers.filter((producer) => !producer.is_continues);
  // A finished cycle waits: collecting it is always the next move.
  const ready = manual.find((producer) =>
    accepts(catalog, state, { type: 'producer-collect', producerId: producer._id, season: 'main' }, now),
  );
  if (ready) return { kind: 'collect', producerId: ready._id, missing: ZERO_MISSING, progress: 1 };
  const [first] = state.producers;
  if (first && first.cycles === 0 && !first.is_continues) {
    if (first.cycle_started_at === null) return { kind: 'start', producerId: first._id, missing: ZERO_MISSING, progress: 0 };
    return {
      kind: 'collect',
      producerId: first._id,
      missing: ZERO_MISSING,
      progress: Math.min(1, (now - first.cycle_started_at) / first.interval),
    };
  }
  if (first && state.producers.every((producer) => producer.level === 1)) {
    const lesson = priced(catalog, 'upgrade', first, held, now, first.level + 1);
    if (lesson) return lesson;
  }
  const next = nextProducer(catalog, state, 'main');
  if (next) return { kind: 'buy', producerId: next.id, missing: shortfall(held, next.cost), progress: coverage(held, next.cost) };
  // Every producer is owned: make the earliest manual one run by itself, then raise the cheapest.
  const [toAutomate] = manual;
  if (toAutomate) {
    const step = priced(catalog, 'automate', toAutomate, held, now, toAutomate.is_continues_level);
    // How far: the levels climbed towards the one where it runs by itself.
    if (step) return { ...step, progress: Math.min(1, (toAutomate.level - 1) / Math.max(1, toAutomate.is_continues_level - 1)) };
  }
  const cheapest = state.producers
    .map((producer) => priced(catalog, 'upgrade', producer, held, now, producer.level + 1))
    .filter((goal): goal is NextGoal => goal !== null)
    .sort((a, b) => b.progress - a.progress)[0];
  return cheapest ?? null;
}
