/**
 * The next goal the farm names: first the moves a new player learns by doing (start a cycle, collect
 * it, upgrade, buy the second producer), then the milestones that last (the next producer, a producer
 * that runs by itself, the next level), each a rung of the ladder, never a cliff (`goal-ladder.ts`,
 * docs/game-design.md, "The ladder"). Always one goal, with how far it is and how long it takes.
 */
import { accepts } from './actions.ts';
import type { Catalog } from './catalog-types.ts';
import { dearestPaid, isRung, timeToAfford } from './goal-ladder.ts';
import { nextProducer } from './seasons.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { upgradePrice } from './producer-rules.ts';
import { netProductionPerHour } from './production-rate.ts';
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
  /**
   * Ms until `missing` is made at the farm's net production now (`netProductionPerHour`): 0 when
   * nothing is missing, null when a missing resource is not being made.
   */
  eta: number | null;
}

/** The share of `cost` that `held` covers, over all the slots it asks for. */
function coverage(held: Resources, cost: Resources): number {
  const total = cost.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return 1;
  return cost.reduce((sum, amount, slot) => sum + Math.min(amount, held[slot] ?? 0), 0) / total;
}

/** What the goals are measured with: the resources held and made per hour, and the dearest prices paid. */
interface Measure {
  held: Resources;
  perHour: Resources;
  dearest: Resources;
}

/** A goal whose step costs `cost`, measured against what is held and made. */
function toward(kind: GoalKind, producerId: string, cost: Resources, measure: Measure, level?: number): NextGoal & { cost: Resources } {
  const missing = shortfall(measure.held, cost);
  const goal = { kind, producerId, missing, progress: coverage(measure.held, cost), eta: timeToAfford(missing, measure.perHour), cost };
  return level === undefined ? goal : { ...goal, level };
}

/** The goal of the next level of `producer` (`automate` when that level runs by itself), or null at the top level. */
function levelGoal(catalog: Catalog, producer: Producer, measure: Measure, now: number) {
  const cost = upgradePrice(catalog, producer, now);
  if (cost === null) return null;
  const level = producer.level + 1;
  const kind = !producer.is_continues && level >= producer.is_continues_level ? 'automate' : 'upgrade';
  return toward(kind, producer._id, cost, measure, level);
}

/** Drops the working `cost` field. */
function bare({ cost: _cost, ...goal }: NextGoal & { cost: Resources }): NextGoal {
  return goal;
}

/** Soonest first (a goal never reached last), then the larger share held. */
function bySoonest(a: NextGoal, b: NextGoal): number {
  const ta = a.eta ?? Number.POSITIVE_INFINITY;
  const tb = b.eta ?? Number.POSITIVE_INFINITY;
  return ta !== tb ? ta - tb : b.progress - a.progress;
}

const ZERO_MISSING: Resources = [0, 0, 0, 0];

/** The lessons of a new player: collect a finished cycle, start the first one, upgrade once. */
function lesson(catalog: Catalog, state: PlayerState, measure: Measure, now: number): NextGoal | null {
  const manual = state.producers.filter((producer) => !producer.is_continues);
  // A finished cycle waits: collecting it is always the next move.
  const ready = manual.find((producer) =>
    accepts(catalog, state, { type: 'producer-collect', producerId: producer._id, season: 'main' }, now),
  );
  if (ready) return { kind: 'collect', producerId: ready._id, missing: ZERO_MISSING, progress: 1, eta: 0 };
  const [first] = state.producers;
  if (first && first.cycles === 0 && !first.is_continues) {
    if (first.cycle_started_at === null) return { kind: 'start', producerId: first._id, missing: ZERO_MISSING, progress: 0, eta: 0 };
    const progress = Math.min(1, (now - first.cycle_started_at) / first.interval);
    return {
      kind: 'collect',
      producerId: first._id,
      missing: ZERO_MISSING,
      progress,
      eta: Math.max(0, first.cycle_started_at + first.interval - now),
    };
  }
  if (first && state.producers.every((producer) => producer.level === 1)) {
    const step = levelGoal(catalog, first, measure, now);
    if (step) return bare({ ...step, kind: 'upgrade' });
  }
  return null;
}

/**
 * The goal of the main season for `state` settled at `now` (ms); null when nothing is left to reach.
 * After the lessons: the next producer when its price is a rung of the ladder (`isRung`); once every
 * producer is owned, the earliest manual one running by itself; else the rung soonest reached at the
 * farm's production (the next level of an owned producer), one that can be bought now when none is
 * left to save for; the next producer only when no rung is open at all.
 */
export function nextGoal(catalog: Catalog, state: PlayerState, now: number): NextGoal | null {
  const measure: Measure = { held: state.resources, perHour: netProductionPerHour(state, now), dearest: dearestPaid(catalog, state) };
  const first = lesson(catalog, state, measure, now);
  if (first) return first;
  const def = nextProducer(catalog, state, 'main');
  const buy = def ? toward('buy', def.id, def.cost, measure) : null;
  if (buy && isRung(buy.cost, measure.dearest)) return bare(buy);
  const [toAutomate] = state.producers.filter((producer) => !producer.is_continues);
  if (!buy && toAutomate) {
    const step = levelGoal(catalog, toAutomate, measure, now);
    // How far: the levels climbed towards the one where it runs by itself.
    const progress = Math.min(1, (toAutomate.level - 1) / Math.max(1, toAutomate.is_continues_level - 1));
    if (step) return bare({ ...step, kind: 'automate', level: toAutomate.is_continues_level, progress });
  }
  const levels = state.producers.flatMap((producer) => {
    const goal = levelGoal(catalog, producer, measure, now);
    return goal !== null && isRung(goal.cost, measure.dearest) ? [bare(goal)] : [];
  });
  const saving = levels.filter((goal) => goal.missing.some((amount) => amount > 0)).sort(bySoonest);
  const open = saving[0] ?? levels.sort(bySoonest)[0];
  if (open) return open;
  return buy ? bare(buy) : null;
}
