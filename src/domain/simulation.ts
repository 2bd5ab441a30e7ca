/**
 * The balance simulation: a greedy player against the catalog. Every second of play it collects
 * finished manual cycles, starts idle ones it can feed, and buys the purchase (a producer or an
 * upgrade of the main season) with the best score = time to afford it + its payback, both from
 * current net rates valued with SIMULATION_VALUES. It records the minute each producer is
 * bought and reaches level 10. Pure: the clock is simulated.
 */
import type { Action, ActionContext } from './actions.ts';
import { applyAction } from './actions.ts';
import { advance } from './advance.ts';
import { IS_CONTINUES_LEVEL, producerDef, seasonProducers } from './catalog.ts';
import { deriveLevel } from './levels.ts';
import { newPlayer } from './player.ts';
import type { PlayerState, Producer } from './player.ts';
import type { Resources } from './resources.ts';
import { canAfford } from './resources.ts';
import { MINUTE, SECOND } from './time.ts';

/** Worth of one unit of each resource, in seeds, used only to rank purchases. */
export const SIMULATION_VALUES: Resources = [1, 10, 100, 1000];

/** Supply over demand a continuous consumer needs so that its supplier's upgrades stay affordable. */
const SUPPLY_HEADROOM = 1.25;

/** What the simulation reports. Minutes are of play since the start; null = not reached. */
export interface SimulationReport {
  /** Minute each main-season producer was owned (the sprouter at 0). */
  owned: Record<string, number | null>;
  /** Minute each main-season producer reached level 10 (continuous). */
  level10: Record<string, number | null>;
  /** Minute the first producer became continuous. */
  firstContinuous: number | null;
  /** Every purchase, in order. */
  purchases: { minute: number; action: 'buy' | 'upgrade'; producer: string; level: number }[];
  /** The state at the end of the horizon. */
  final: PlayerState;
}

/** Value of a vector at `values`. */
function worthAt(values: Resources, amounts: Resources): number {
  return amounts.reduce((sum, amount, slot) => sum + amount * (values[slot] ?? 0), 0);
}

/** The numbers of a producer the flow model needs. */
interface Flow {
  tier: number;
  is_continues: boolean;
  inputs: Resources;
  outputs: Resources;
  interval: number;
}

/**
 * Steady-state net rates per ms if every producer runs back to back, rationing a short input
 * among its consumers in proportion to their demand (tiers consume only lower tiers' outputs).
 */
function flowRates(flows: readonly Flow[]): { net: Resources; saveable: Resources; rationedContinuous: number } {
  const supply: Resources = [0, 0, 0, 0];
  const demand: Resources = [0, 0, 0, 0];
  for (const flow of flows) for (let slot = 0; slot < 4; slot += 1) demand[slot as 0] += (flow.inputs[slot] ?? 0) / flow.interval;
  const used: Resources = [0, 0, 0, 0];
  const usedContinuous: Resources = [0, 0, 0, 0];
  let rationedContinuous = 0;
  for (const flow of [...flows].sort((x, y) => x.tier - y.tier)) {
    let ratio = Number.POSITIVE_INFINITY;
    for (let slot = 0; slot < 4; slot += 1)
      if ((flow.inputs[slot] ?? 0) > 0) ratio = Math.min(ratio, (supply[slot] ?? 0) / (demand[slot] ?? 1));
    const share = Math.min(1, ratio);
    for (let slot = 0; slot < 4; slot += 1) {
      supply[slot as 0] += (share * (flow.outputs[slot] ?? 0)) / flow.interval;
      used[slot as 0] += (share * (flow.inputs[slot] ?? 0)) / flow.interval;
      if (flow.is_continues) usedContinuous[slot as 0] += (share * (flow.inputs[slot] ?? 0)) / flow.interval;
    }
    // Below this headroom the cycles of a continuous consumer swallow its supplier's output.
    if (flow.is_continues && ratio < SUPPLY_HEADROOM) rationedContinuous += 1;
  }
  const saveable: Resources = [
    supply[0] - usedContinuous[0],
    supply[1] - usedContinuous[1],
    supply[2] - usedContinuous[2],
    supply[3] - usedContinuous[3],
  ];
  return { net: [supply[0] - used[0], supply[1] - used[1], supply[2] - used[2], supply[3] - used[3]], saveable, rationedContinuous };
}

/** A purchase the greedy player considers, with its score in ms (lower is better). */
interface Candidate {
  action: Action;
  cost: Resources;
  score: number;
}

/** Time (ms) until `cost` is held at `rates`; Infinity if a missing resource is not growing. */
function timeToAfford(state: PlayerState, cost: Resources, rates: Resources): number {
  let wait = 0;
  for (let slot = 0; slot < 4; slot += 1) {
    const missing = (cost[slot] ?? 0) - (state.resources[slot] ?? 0);
    if (missing <= 0) continue;
    const rate = rates[slot] ?? 0;
    if (rate <= 0) return Number.POSITIVE_INFINITY;
    wait = Math.max(wait, missing / rate);
  }
  return wait;
}

/** The purchases on offer in the main season, scored by time to afford + payback. */
function candidates(state: PlayerState, values: Resources): Candidate[] {
  const worth = (amounts: Resources): number => worthAt(values, amounts);
  const flows: Flow[] = state.producers.map((p) => ({
    tier: p.tier,
    is_continues: p.is_continues,
    inputs: p.inputs,
    outputs: p.outputs,
    interval: p.interval,
  }));
  const rates = flowRates(flows);
  const value = worth(rates.net);
  const list: Candidate[] = [];
  const consider = (action: Action, cost: Resources, after: Flow[]): void => {
    const next = flowRates(after);
    const gain = worth(next.net) - value;
    // A continuous producer cannot be paused: one short of inputs eats every input as it comes,
    // and the upgrade of its supplier may never be affordable again. The player avoids that.
    const trap = next.rationedContinuous > rates.rationedContinuous;
    // While saving, the player pauses manual consumers of what it saves for; continuous ones go on.
    const score = gain <= 0 || trap ? Number.POSITIVE_INFINITY : timeToAfford(state, cost, rates.saveable) + worth(cost) / gain;
    list.push({ action, cost, score });
  };
  for (const def of seasonProducers('main')) {
    const index = state.producers.findIndex((p) => p._id === def.id);
    const producer = state.producers[index];
    if (producer === undefined) {
      const level1 = deriveLevel(def, 1);
      consider({ type: 'producer-buy', producerId: def.id, season: 'main' }, def.cost, [...flows, { tier: def.tier, ...level1 }]);
    } else if (producer.next_level !== null) {
      const after = [...flows];
      after[index] = { tier: def.tier, ...deriveLevel(def, producer.level + 1) };
      consider({ type: 'producer-upgrade', producerId: def.id, season: 'main' }, producer.next_level.amounts, after);
    }
  }
  return list.sort((x, y) => x.score - y.score);
}

/**
 * True when starting `producer` would eat into what the player saves for (`saving`) without
 * making anything still missing for it.
 */
function spendsSavings(state: PlayerState, producer: Producer, saving: Resources | null): boolean {
  if (saving === null) return false;
  const missing = saving.map((cost, slot) => cost > (state.resources[slot] ?? 0));
  const eats = producer.inputs.some((amount, slot) => amount > 0 && (saving[slot] ?? 0) > 0);
  const makesMissing = producer.outputs.some((amount, slot) => amount > 0 && missing[slot] === true);
  return eats && !makesMissing;
}

/**
 * Collects ready manual cycles, then starts idle ones, except `hold` (about to become
 * continuous) and those that would eat the savings for the next purchase.
 */
function tend(state: PlayerState, ctx: ActionContext, hold: string | null, saving: Resources | null): PlayerState {
  let current = state;
  for (const producer of state.producers) {
    if (producer.is_continues) continue;
    const id = producer._id;
    const collected = applyAction(current, { type: 'producer-collect', producerId: id, season: 'main' }, ctx);
    if (collected.ok) current = collected.value.state;
    if (id === hold || spendsSavings(current, producer, saving)) continue;
    const started = applyAction(current, { type: 'producer-start', producerId: id, season: 'main' }, ctx);
    if (started.ok) current = started.value.state;
  }
  return current;
}

/** The producer the best purchase would make continuous, if any: its cycles must not restart. */
function becomingContinuous(state: PlayerState, action: Action): string | null {
  if (action.type !== 'producer-upgrade') return null;
  const producer = state.producers.find((p) => p._id === action.producerId);
  return producer !== undefined && producer.level + 1 >= IS_CONTINUES_LEVEL && !producer.is_continues ? producer._id : null;
}

/** Plays `horizonMs` of greedy play from a new player and reports the milestones. */
export function simulate(horizonMs: number, options: { stepMs?: number; start?: number; values?: Resources } = {}): SimulationReport {
  const start = options.start ?? 1_700_000_000_000;
  const step = options.stepMs ?? SECOND;
  let state = newPlayer(start, false);
  const ids = seasonProducers('main').map((def) => def.id);
  const owned: Record<string, number | null> = Object.fromEntries(ids.map((id) => [id, producerDef(id)?.starter === true ? 0 : null]));
  const level10: Record<string, number | null> = Object.fromEntries(ids.map((id) => [id, null]));
  const purchases: SimulationReport['purchases'] = [];
  for (let now = start; now <= start + horizonMs; now += step) {
    // The player plays without pause, so every step is a contact with the server.
    const ctx: ActionContext = { now, rng: () => 0 };
    state = { ...advance(state, now), lastSeen: now };
    const best = candidates(state, options.values ?? SIMULATION_VALUES)[0];
    // Pause only a producer whose continuous upgrade is affordable now, or production would stop.
    const hold = best === undefined || !canAfford(state.resources, best.cost) ? null : becomingContinuous(state, best.action);
    const saving = best === undefined || !Number.isFinite(best.score) ? null : best.cost;
    state = tend(state, ctx, hold, saving);
    if (best === undefined || !Number.isFinite(best.score)) continue;
    const bought = applyAction(state, best.action, ctx);
    if (!bought.ok) continue;
    state = tend(bought.value.state, ctx, null, null);
    const minute = (now - start) / MINUTE;
    const id = 'producerId' in best.action ? (best.action.producerId ?? '') : '';
    const producer = state.producers.find((p) => p._id === id);
    purchases.push({ minute, action: best.action.type === 'producer-buy' ? 'buy' : 'upgrade', producer: id, level: producer?.level ?? 0 });
    if (owned[id] === null) owned[id] = minute;
    if (producer !== undefined && producer.level >= IS_CONTINUES_LEVEL && level10[id] === null) level10[id] = minute;
  }
  const reached = Object.values(level10).filter((minute): minute is number => minute !== null);
  return { owned, level10, firstContinuous: reached.length > 0 ? Math.min(...reached) : null, purchases, final: state };
}
