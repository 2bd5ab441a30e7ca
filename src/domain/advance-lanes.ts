/**
 * The engine behind `advance`: cycle completions of continuous producers ("lanes")
 * over a window with one output multiplier, in time order (ties by rank = tier, then id).
 *
 * It counts cycles in closed form wherever inputs cannot run short, and falls back to visiting
 * completions one by one only for the lanes whose inputs might. A slot (resource) is "safe" over
 * (a, b] when a lower bound of its amount stays ≥ 0 at every instant even if every consumer
 * completes as often as it can and only safe lanes produce; a lane is safe when all its inputs
 * are. Safe lanes never starve, so their cycles are floor((b − snapshot) / interval). The other
 * lanes are visited in order, reading the safe lanes' contribution at each instant in closed
 * form. All amounts sit on the 1/1024 grid, so the sums are exact and the result equals a
 * naive per-cycle loop to the bit.
 */
import { quantize } from './resources.ts';

/** Slots of the working vector: 0..3 main season, 4..7 event season. */
export const SLOT_COUNT = 8;

/** A continuous producer being advanced. Times are whole ms. */
export interface Lane {
  /** Order at equal instants (by tier, then id). */
  rank: number;
  /** Cycle length, ms. */
  interval: number;
  /** Last completion, ms (moves as cycles complete or starve). */
  snapshot: number;
  /** Slots taken per cycle and their amounts. */
  inSlots: number[];
  inAmounts: number[];
  /** Slots made per cycle and their amounts before the multiplier. */
  outSlots: number[];
  outBase: number[];
  /** Cycles completed with output during this advance. */
  cycles: number;
  /** Working fields of the window being advanced: credit per output slot, and safety. */
  credits: number[];
  safe: boolean;
}

/** A lane taking `amount` of a slot per cycle. */
interface Sink {
  lane: Lane;
  amount: number;
}

/** A lane making a slot: `out` indexes its outputs. */
interface Source {
  lane: Lane;
  out: number;
}

/** The lanes with, per slot, who takes it and who makes it. */
export interface Plan {
  lanes: Lane[];
  consumers: Sink[][];
  producers: Source[][];
  /** Per slot, what the lanes' completions credited (outputs × multiplier, before any input is taken). */
  made: number[];
}

/** Builds the per-slot index of `lanes` (plain loops: this runs every frame on the client). */
export function makePlan(lanes: Lane[]): Plan {
  const consumers: Sink[][] = [];
  const producers: Source[][] = [];
  const made: number[] = [];
  for (let slot = 0; slot < SLOT_COUNT; slot += 1) {
    consumers.push([]);
    producers.push([]);
    made.push(0);
  }
  for (const lane of lanes) {
    for (let j = 0; j < lane.inSlots.length; j += 1) consumers[lane.inSlots[j] ?? 0]?.push({ lane, amount: lane.inAmounts[j] ?? 0 });
    for (let j = 0; j < lane.outSlots.length; j += 1) producers[lane.outSlots[j] ?? 0]?.push({ lane, out: j });
  }
  return { lanes, consumers, producers, made };
}

/** Sets each lane's credit per cycle for its output slots at `multiplier`. */
function setCredits(plan: Plan, multiplier: number): void {
  for (const lane of plan.lanes) {
    const credits: number[] = [];
    for (let j = 0; j < lane.outSlots.length; j += 1)
      credits.push(quantize((lane.outSlots[j] ?? 0) % 4, (lane.outBase[j] ?? 0) * multiplier));
    lane.credits = credits;
  }
}

/** Relative margin that absorbs floating-point error in the bound. */
const MARGIN = 1e-12;

/** True when a lower bound of the slot's amount at `time` is safely above 0 (see file comment). */
function boundAt(sources: Source[], sinks: Sink[], held: number, time: number): boolean {
  let value = held;
  let magnitude = Math.abs(held);
  for (const { lane, out } of sources) {
    if (!lane.safe) continue;
    // Completions strictly before `time`: at least (time − snapshot)/interval − 1.
    const made = (time - lane.snapshot) / lane.interval - 1;
    if (made > 0) {
      const amount = (lane.credits[out] ?? 0) * made;
      value += amount;
      magnitude += amount;
    }
  }
  for (const { lane, amount } of sinks) {
    // Completions up to `time`: at most (time − snapshot)/interval.
    const taken = (amount * (time - lane.snapshot)) / lane.interval;
    value -= taken;
    magnitude += taken;
  }
  return value > magnitude * MARGIN;
}

/** True when the slot cannot run short over (a, b]. The bound is convex: test ends and kinks. */
function slotSafe(sources: Source[], sinks: Sink[], held: number, a: number, b: number): boolean {
  if (sinks.length === 0) return true;
  if (!boundAt(sources, sinks, held, a) || !boundAt(sources, sinks, held, b)) return false;
  for (const { lane } of sources) {
    const kink = lane.snapshot + lane.interval;
    if (lane.safe && kink > a && kink < b && !boundAt(sources, sinks, held, kink)) return false;
  }
  return true;
}

/** Marks the safe lanes over (a, b] and returns the unsafe slots: shrink the safe set until stable. */
function classify(plan: Plan, held: number[], a: number, b: number): boolean[] {
  for (const lane of plan.lanes) lane.safe = true;
  const unsafe: boolean[] = [];
  for (;;) {
    for (let slot = 0; slot < SLOT_COUNT; slot += 1)
      unsafe[slot] = !slotSafe(plan.producers[slot] ?? [], plan.consumers[slot] ?? [], held[slot] ?? 0, a, b);
    let changed = false;
    for (const lane of plan.lanes) {
      if (!lane.safe) continue;
      for (const slot of lane.inSlots) {
        if (unsafe[slot] === true) {
          lane.safe = false;
          changed = true;
          break;
        }
      }
    }
    if (!changed) return unsafe;
  }
}

/** An input of an unsafe lane that may be short: its slot, amount and the safe lanes making it. */
interface Check {
  slot: number;
  amount: number;
  sources: Source[];
}

/** The inputs of `lane` to check at its completions (only unsafe slots can be short). */
function checksOf(plan: Plan, unsafe: boolean[], lane: Lane): Check[] {
  const checks: Check[] = [];
  for (let j = 0; j < lane.inSlots.length; j += 1) {
    const slot = lane.inSlots[j] ?? 0;
    if (unsafe[slot] !== true) continue;
    const sources = (plan.producers[slot] ?? []).filter((source) => source.lane.safe);
    checks.push({ slot, amount: lane.inAmounts[j] ?? 0, sources });
  }
  return checks;
}

/**
 * True when every checked input of a lane of rank `rank` is present at `time`: what is held plus
 * what the safe lanes made before this completion (their own completions at the same instant
 * count only when they rank first).
 */
function inputsPresent(held: number[], checks: Check[], time: number, rank: number): boolean {
  for (const check of checks) {
    let available = held[check.slot] ?? 0;
    for (const { lane, out } of check.sources) {
      let count = Math.floor((time - lane.snapshot) / lane.interval);
      if (count > 0 && lane.rank > rank && lane.snapshot + count * lane.interval === time) count -= 1;
      available += (lane.credits[out] ?? 0) * count;
    }
    if (available < check.amount) return false;
  }
  return true;
}

/** Takes inputs and credits outputs of `count` cycles of `lane` into `held`, counting the credit in `made`. */
function runCycles(held: number[], made: number[], lane: Lane, count: number): void {
  for (let j = 0; j < lane.inSlots.length; j += 1) {
    const slot = lane.inSlots[j] ?? 0;
    held[slot] = (held[slot] ?? 0) - (lane.inAmounts[j] ?? 0) * count;
  }
  for (let j = 0; j < lane.outSlots.length; j += 1) {
    const slot = lane.outSlots[j] ?? 0;
    const credited = (lane.credits[j] ?? 0) * count;
    held[slot] = (held[slot] ?? 0) + credited;
    made[slot] = (made[slot] ?? 0) + credited;
  }
  lane.cycles += count;
}

/**
 * Visits the unsafe lanes' completions in order up to `b`, stopping after `budget` of them (but
 * never between two at the same instant). Returns the instant advanced to.
 */
function runUnsafe(plan: Plan, held: number[], unsafe: boolean[], b: number, budget: number): number {
  const visiting: { lane: Lane; checks: Check[] }[] = [];
  for (const lane of plan.lanes) if (!lane.safe) visiting.push({ lane, checks: checksOf(plan, unsafe, lane) });
  let last = Number.NEGATIVE_INFINITY;
  for (let visited = 0; ; visited += 1) {
    let next = visiting[0];
    if (next === undefined) return b;
    let nextTime = next.lane.snapshot + next.lane.interval;
    for (let i = 1; i < visiting.length; i += 1) {
      const candidate = visiting[i];
      if (candidate === undefined) continue;
      const time = candidate.lane.snapshot + candidate.lane.interval;
      if (time < nextTime || (time === nextTime && candidate.lane.rank < next.lane.rank)) {
        next = candidate;
        nextTime = time;
      }
    }
    if (nextTime > b) return b;
    if (visited >= budget && nextTime > last) return last;
    if (inputsPresent(held, next.checks, nextTime, next.lane.rank)) runCycles(held, plan.made, next.lane, 1);
    next.lane.snapshot = nextTime;
    last = nextTime;
  }
}

/** Settles the safe lanes in closed form up to `to`. */
function runSafe(plan: Plan, held: number[], to: number): void {
  for (const lane of plan.lanes) {
    if (!lane.safe) continue;
    const count = Math.floor((to - lane.snapshot) / lane.interval);
    if (count <= 0) continue;
    runCycles(held, plan.made, lane, count);
    lane.snapshot += count * lane.interval;
  }
}

/** True when some lane completes a cycle at or before `to`. */
function anyDue(plan: Plan, to: number): boolean {
  for (const lane of plan.lanes) if (lane.snapshot + lane.interval <= to) return true;
  return false;
}

/**
 * Settles every completion in (from, to] (ms) at `multiplier`, updating `held` (8 slots), the
 * lanes and `plan.made`. Every lane must satisfy snapshot ≤ from < snapshot + interval.
 */
export function advanceLanes(plan: Plan, held: number[], from: number, to: number, multiplier: number): void {
  if (!anyDue(plan, to)) return;
  setCredits(plan, multiplier);
  let a = from;
  // Visit a few unsafe completions, then look again: a shortage is often brief.
  let budget = 16;
  while (a < to) {
    const unsafe = classify(plan, held, a, to);
    const allSafe = plan.lanes.every((lane) => lane.safe);
    const cut = allSafe ? to : runUnsafe(plan, held, unsafe, to, budget);
    runSafe(plan, held, cut);
    a = cut;
    budget *= 2;
  }
}
