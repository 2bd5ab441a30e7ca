/**
 * The greedy player's judgement, shared by the simulated players (`simulation.ts`,
 * `simulation-daily.ts`): purchases scored by time to afford + payback from steady-state net rates
 * valued with SIMULATION_VALUES, and tending of the manual producers around the savings.
 */
import type { Action, ActionContext } from './actions.ts';
import { applyAction } from './actions.ts';
import { IS_CONTINUES_LEVEL, seasonProducers } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import { deriveLevel } from './levels.ts';
import type { PlayerState, Producer } from './player.ts';
import type { Resources } from './resources.ts';
import { canAfford } from './resources.ts';
import { withEffectiveIntervals } from './throttle.ts';
import { MINUTE } from './time.ts';

/** Worth of one unit of each resource, in seeds, used only to rank purchases. */
export const SIMULATION_VALUES: Resources = [1, 10, 100, 1000];

/** Supply over demand a continuous consumer needs so that its supplier's upgrades stay affordable. */
const SUPPLY_HEADROOM = 1.25;

/** Value of a vector at `values`. */
export function worthAt(values: Resources, amounts: Resources): number {
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
export interface Candidate {
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
export function candidates(catalog: Catalog, state: PlayerState, values: Resources): Candidate[] {
  const worth = (amounts: Resources): number => worthAt(values, amounts);
  const flows: Flow[] = state.producers.map((p) => ({
    tier: p.tier,
    is_continues: p.is_continues,
    inputs: p.inputs,
    outputs: p.outputs,
    interval: p.interval,
  }));
  const rates = flowRates(withEffectiveIntervals(flows));
  const value = worth(rates.net);
  const list: Candidate[] = [];
  const consider = (action: Action, cost: Resources, after: Flow[]): void => {
    const next = flowRates(withEffectiveIntervals(after));
    const gain = worth(next.net) - value;
    // A continuous producer cannot be paused: one short of inputs eats every input as it comes,
    // and the upgrade of its supplier may never be affordable again. The player avoids that.
    const trap = next.rationedContinuous > rates.rationedContinuous;
    // While saving, the player pauses manual consumers of what it saves for; continuous ones go on.
    const score = gain <= 0 || trap ? Number.POSITIVE_INFINITY : timeToAfford(state, cost, rates.saveable) + worth(cost) / gain;
    list.push({ action, cost, score });
  };
  for (const def of seasonProducers(catalog, 'main')) {
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
export function tend(state: PlayerState, ctx: ActionContext, hold: string | null, saving: Resources | null): PlayerState {
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
export function becomingContinuous(state: PlayerState, action: Action): string | null {
  if (action.type !== 'producer-upgrade') return null;
  const producer = state.producers.find((p) => p._id === action.producerId);
  return producer !== undefined && producer.level + 1 >= IS_CONTINUES_LEVEL && !producer.is_continues ? producer._id : null;
}

/** A purchase made by a simulated player. */
export interface Purchase {
  /** Minutes since the start. */
  minute: number;
  action: 'buy' | 'upgrade';
  producer: string;
  /** Level after the purchase. */
  level: number;
  /** What it cost. */
  cost: Resources;
}

/**
 * One second of greedy play at `ctx.now` on a state settled there: tends the manual producers,
 * and buys the best purchase if affordable; with `many` (a player who comes back after hours) it
 * goes on buying the next best while that is affordable. `inReach`: a purchase that pays back
 * (adds to production without starving a continuous producer) was affordable at the start of the
 * step, whether or not the player took it rather than saving for a better one.
 */
export function greedyStep(
  state: PlayerState,
  ctx: ActionContext,
  values: Resources,
  many: boolean,
): { state: PlayerState; bought: Bought[]; inReach: boolean } {
  const list = candidates(ctx.catalog, state, values);
  const inReach = list.some((c) => Number.isFinite(c.score) && canAfford(state.resources, c.cost));
  const best = list[0];
  // Pause only a producer whose continuous upgrade is affordable now, or production would stop.
  const hold = best === undefined || !canAfford(state.resources, best.cost) ? null : becomingContinuous(state, best.action);
  const saving = best === undefined || !Number.isFinite(best.score) ? null : best.cost;
  let current = tend(state, ctx, hold, saving);
  const bought: Bought[] = [];
  let pick = best;
  while (pick !== undefined && Number.isFinite(pick.score)) {
    const done = applyAction(current, pick.action, ctx);
    if (!done.ok) break;
    current = tend(done.value.state, ctx, null, null);
    const id = 'producerId' in pick.action ? pick.action.producerId : undefined;
    const producer = current.producers.find((p) => p._id === id);
    if (producer !== undefined) bought.push({ action: pick.action, producer, cost: pick.cost });
    pick = many ? candidates(ctx.catalog, current, values)[0] : undefined;
  }
  return { state: current, bought, inReach };
}

/** A purchase as a step makes it: the action, the producer after it, and its price. */
export interface Bought {
  action: Action;
  producer: Producer;
  cost: Resources;
}

/** The report line of a purchase made at `now` by a player who started at `start`. */
export function purchaseOf(start: number, now: number, bought: Bought): Purchase {
  return {
    minute: (now - start) / MINUTE,
    action: bought.action.type === 'producer-buy' ? 'buy' : 'upgrade',
    producer: bought.producer._id,
    level: bought.producer.level,
    cost: bought.cost,
  };
}
