/**
 * `advance(state, to)`: brings everything time-driven up to `to` (ms) — continuous production
 * of both seasons, the water running dry, free spins. Pure and split-invariant: advancing to t1
 * then to t2 gives the same state as advancing to t2 at once.
 */
import { waterEmptyAt } from './boost.ts';
import { FREE_SPIN_INTERVAL_MS, FREE_SPIN_MAX, OFFLINE_CAP_MS } from './catalog.ts';
import { multiplierAt, multiplierChanges } from './multiplier.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { TOKEN } from './resources.ts';
import type { Lane } from './advance-lanes.ts';
import { makePlan, advanceLanes } from './advance-lanes.ts';
import { effectiveIntervals } from './throttle.ts';

/** A continuous producer found in the state: its season (0 main, 1 event) and list index. */
interface Owner {
  producer: Producer;
  season: 0 | 1;
  index: number;
}

/** Completion order at the same instant: tier, then id, then season. */
function byRank(x: Owner, y: Owner): number {
  if (x.producer.tier !== y.producer.tier) return x.producer.tier - y.producer.tier;
  if (x.producer._id !== y.producer._id) return x.producer._id < y.producer._id ? -1 : 1;
  return x.season - y.season;
}

/** A lane for `owner` cycling every `interval` ms (its effective one), reading slots `base`..`base + 3`. */
function laneOf(owner: Owner, interval: number, rank: number, from: number): Lane {
  const { producer } = owner;
  const base = owner.season * 4;
  const inSlots: number[] = [];
  const inAmounts: number[] = [];
  const outSlots: number[] = [];
  const outBase: number[] = [];
  for (let slot = 0; slot < 4; slot += 1) {
    const taken = producer.inputs[slot] ?? 0;
    if (taken > 0) {
      inSlots.push(base + slot);
      inAmounts.push(taken);
    }
    const made = producer.outputs[slot] ?? 0;
    if (made > 0) {
      outSlots.push(base + slot);
      outBase.push(made);
    }
  }
  // A snapshot ahead of the settled time, or a whole effective cycle behind it (the supply share
  // loosened by a purchase elsewhere), would break the engine's invariant; clamp it.
  return {
    rank,
    interval,
    snapshot: Math.max(Math.min(producer.snapshot_time, from), from - interval + 1),
    inSlots,
    inAmounts,
    outSlots,
    outBase,
    cycles: 0,
    credits: [],
    safe: true,
  };
}

/** The continuous producers of both seasons, ranked, and their lanes. */
function lanesOf(state: PlayerState, from: number): { lanes: Lane[]; owners: Owner[] } {
  const owners: Owner[] = [];
  const intervals = [effectiveIntervals(state.producers), effectiveIntervals(state.producersEvent)];
  for (let index = 0; index < state.producers.length; index += 1) {
    const producer = state.producers[index];
    if (producer?.is_continues === true) owners.push({ producer, season: 0, index });
  }
  for (let index = 0; index < state.producersEvent.length; index += 1) {
    const producer = state.producersEvent[index];
    if (producer?.is_continues === true) owners.push({ producer, season: 1, index });
  }
  owners.sort(byRank);
  const lanes: Lane[] = [];
  for (let rank = 0; rank < owners.length; rank += 1) {
    const owner = owners[rank];
    if (owner === undefined) continue;
    const interval = intervals[owner.season]?.[owner.index] ?? owner.producer.interval;
    lanes.push(laneOf(owner, interval, rank, from));
  }
  return { lanes, owners };
}

/**
 * The next completion (ms) of the continuous producers of `list` at their effective intervals,
 * counted from their snapshot clamped to `from` (as the lanes do); Infinity when none runs.
 */
function nextDue(list: readonly Producer[], from: number): number {
  if (!list.some((producer) => producer.is_continues)) return Number.POSITIVE_INFINITY;
  const intervals = effectiveIntervals(list);
  let next = Number.POSITIVE_INFINITY;
  for (let index = 0; index < list.length; index += 1) {
    const producer = list[index];
    const interval = intervals[index] ?? 0;
    if (producer?.is_continues !== true) continue;
    next = Math.min(next, Math.max(Math.min(producer.snapshot_time, from), from - interval + 1) + interval);
  }
  return next;
}

/** True when some continuous producer completes a cycle at or before `horizon` (ms). */
function anyCompletion(state: PlayerState, from: number, horizon: number): boolean {
  return Math.min(nextDue(state.producers, from), nextDue(state.producersEvent, from)) <= horizon;
}

/**
 * Settles production over (from, horizon]: producers and resources of both seasons, and the
 * main season's tokens made counted towards `tokensEarned` as any credit of them is (`credit` in
 * balance.ts): what the lanes credited, before anything was taken.
 */
function produce(
  state: PlayerState,
  from: number,
  horizon: number,
): Pick<PlayerState, 'producers' | 'producersEvent' | 'resources' | 'resourcesEvent' | 'tokensEarned'> {
  const { lanes, owners } = lanesOf(state, from);
  const plan = makePlan(lanes);
  const held = [...state.resources, ...state.resourcesEvent];
  let start = from;
  for (const change of multiplierChanges(state, from, horizon)) {
    const end = change - 1; // the last ms of the previous multiplier
    if (end <= start) continue;
    advanceLanes(plan, held, start, end, multiplierAt(state, end));
    start = end;
  }
  advanceLanes(plan, held, start, horizon, multiplierAt(state, horizon));
  const producers = [...state.producers];
  const producersEvent = [...state.producersEvent];
  for (let rank = 0; rank < lanes.length; rank += 1) {
    const lane = lanes[rank];
    const owner = owners[rank];
    if (lane === undefined || owner === undefined) continue;
    const { producer } = owner;
    if (producer.snapshot_time === lane.snapshot && lane.cycles === 0) continue;
    (owner.season === 0 ? producers : producersEvent)[owner.index] = {
      ...producer,
      snapshot_time: lane.snapshot,
      cycles: producer.cycles + lane.cycles,
    };
  }
  const [s0 = 0, s1 = 0, s2 = 0, s3 = 0, e0 = 0, e1 = 0, e2 = 0, e3 = 0] = held;
  const tokensEarned = state.tokensEarned + (plan.made[TOKEN] ?? 0);
  return { producers, producersEvent, resources: [s0, s1, s2, s3], resourcesEvent: [e0, e1, e2, e3], tokensEarned };
}

/** Moves continuous producers' snapshots by `shift` ms: progress is frozen while storage is full. */
function freeze(list: Producer[], shift: number): Producer[] {
  if (!list.some((producer) => producer.is_continues)) return list;
  return list.map((producer) => (producer.is_continues ? { ...producer, snapshot_time: producer.snapshot_time + shift } : producer));
}

/** Free spins granted in (settled, to]: one every FREE_SPIN_INTERVAL_MS while fewer than FREE_SPIN_MAX are held. */
export function accrueFreeSpins(spin: number, nextFreeSpinAt: number | null, to: number): { spin: number; nextFreeSpinAt: number | null } {
  if (nextFreeSpinAt === null || nextFreeSpinAt > to) return { spin, nextFreeSpinAt };
  const due = Math.floor((to - nextFreeSpinAt) / FREE_SPIN_INTERVAL_MS) + 1;
  const granted = Math.max(0, Math.min(due, FREE_SPIN_MAX - spin));
  const held = spin + granted;
  return held >= FREE_SPIN_MAX
    ? { spin: held, nextFreeSpinAt: null }
    : { spin: held, nextFreeSpinAt: nextFreeSpinAt + granted * FREE_SPIN_INTERVAL_MS };
}

/**
 * Settles `state` up to `to` (ms since epoch; fractions are floored). Completions of all
 * continuous producers of both seasons in time order (ties by tier, then id); inputs taken at
 * each completion, outputs × the multiplier in force at that instant credited; a completion
 * whose inputs are missing starves (no output, no debt); main-season tokens made count towards
 * `tokensEarned`, as every credit of tokens does. Production accrues only up to
 * `lastSeen + OFFLINE_CAP_MS`; past it, cycle progress is frozen ("storage full"). Water in use
 * drains and turns itself off when dry; free spins accrue. Insta boosts are instant and applied
 * by their action, not here. `to` not after `settledAt` returns `state` unchanged.
 */
export function advance(state: PlayerState, to: number): PlayerState {
  const end = Math.floor(to);
  const from = state.settledAt;
  if (!(end > from)) return state;
  const horizon = Math.min(end, state.lastSeen + OFFLINE_CAP_MS);
  const produced = horizon > from && anyCompletion(state, from, horizon) ? produce(state, from, horizon) : state;
  let { producers, producersEvent } = produced;
  if (end > horizon) {
    const shift = end - Math.max(from, horizon);
    producers = freeze(producers, shift);
    producersEvent = freeze(producersEvent, shift);
  }
  let waterBoost = state.waterBoost;
  if (waterBoost.inuse && waterEmptyAt(waterBoost) <= end)
    waterBoost = { ...waterBoost, inuse: false, amount: 0, timestamp: waterEmptyAt(waterBoost) };
  const spins = accrueFreeSpins(state.spin, state.nextFreeSpinAt, end);
  return {
    ...state,
    settledAt: end,
    producers,
    producersEvent,
    resources: produced.resources,
    resourcesEvent: produced.resourcesEvent,
    tokensEarned: produced.tokensEarned,
    waterBoost,
    ...spins,
  };
}

/**
 * The first instant (ms) after `state.settledAt` at which `advance` moves resources: the next
 * cycle completion of a continuous producer of either season. Until then the resources stay as
 * they are, so a display of them needs no work before it. Null when no producer runs by itself,
 * or when that completion falls past the offline cap (nothing moves before a contact).
 */
export function nextCompletionAt(state: PlayerState): number | null {
  // The same clamp and effective intervals as the lanes of `advance-lanes.ts`.
  const next = Math.min(nextDue(state.producers, state.settledAt), nextDue(state.producersEvent, state.settledAt));
  if (next === Infinity || next > state.lastSeen + OFFLINE_CAP_MS) return null;
  return Math.max(next, state.settledAt + 1);
}

/** True when production has stopped at `now` (ms) because the player has been away too long. */
export function isStorageFull(state: PlayerState, now: number): boolean {
  return now > state.lastSeen + OFFLINE_CAP_MS;
}

/** Settles up to `now` and records a contact with the server (resets the offline cap). */
export function touch(state: PlayerState, now: number): PlayerState {
  const settled = advance(state, now);
  const time = Math.floor(now);
  return time > settled.lastSeen ? { ...settled, lastSeen: time } : settled;
}
