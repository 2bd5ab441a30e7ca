/** Using held boosts and turning the water boost on and off. `state` is settled at `now`. */
import { credit, resourceGrants } from './balance.ts';
import { pushHistory, waterLeftAt } from './boost.ts';
import type { BoostKind, Catalog, Grant, Season } from './catalog-types.ts';
import { INSTA_BOOST_MS, USER_BOOST, WATER_MULTIPLIER, WATER_MULTIPLIER_PREMIUM, WATER_UPDATE_MIN_GAP_MS } from './catalog.ts';
import { multiplierAt } from './multiplier.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import { producersKey, resourcesKey } from './producer.ts';
import type { ResourceIndex, Resources } from './resources.ts';
import { quantizeAll, scale, subtract } from './resources.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { effectiveIntervals } from './throttle.ts';
import { windfallCap } from './windfall.ts';

/** `state` with one `kind` boost fewer held, or NO_BOOST. */
function takeOne(state: PlayerState, kind: BoostKind, now: number): Result<PlayerState> {
  const held = state.boosts.find((boost) => boost.type === kind);
  if (held === undefined || held.amount < 1) return fail('NO_BOOST');
  const history = pushHistory(state.amount_boost_history, { type: kind, amount: -1, time: now, source: 'boost-use' });
  return ok({
    ...state,
    boosts: state.boosts.map((boost) => (boost === held ? { ...boost, amount: boost.amount - 1 } : boost)),
    amount_boost_history: history,
  });
}

/** User boost: ×2 for 30 min from now; used while one runs, it extends the window that runs. */
export function useUserBoost(state: PlayerState, now: number): Result<Outcome> {
  const taken = takeOne(state, 'user', now);
  if (!taken.ok) return taken;
  const boosts = taken.value.boosts.map((boost) => {
    if (boost.type !== 'user') return boost;
    const running = boost.start_time !== null && boost.end_time !== null && boost.start_time <= now && now < boost.end_time;
    return running && boost.end_time !== null
      ? { ...boost, end_time: boost.end_time + USER_BOOST.durationMs }
      : { ...boost, start_time: now, end_time: now + USER_BOOST.durationMs };
  });
  return ok({ state: { ...taken.value, boosts }, result: emptyResult('boost-use') });
}

/**
 * Insta boost: completes INSTA_BOOST_MS of one producer's cycles at once (whole cycles of its
 * effective length, the supply share applied: `throttle.ts`), as many as its inputs allow and, in
 * the main season, no more than the windfall bound lets through (`windfall.ts`: up to the next two
 * purchases priced in what it makes; one cycle, its credit cut down to that bound, at least),
 * outputs × the multiplier in force now. Refused if not one cycle can be paid for, so a
 * boost is never wasted.
 */
export function useInstaBoost(catalog: Catalog, state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  if (season === 'event' && state.eventSeason === null) return fail('NO_EVENT_SEASON');
  const key = producersKey(season);
  const index = state[key].findIndex((producer) => producer._id === id);
  const producer = state[key][index];
  if (producer === undefined) return fail('NOT_OWNED');
  const held = state[resourcesKey(season)];
  let cycles = Math.floor(INSTA_BOOST_MS / (effectiveIntervals(state[key])[index] ?? producer.interval));
  producer.inputs.forEach((amount, slot) => {
    if (amount > 0) cycles = Math.min(cycles, Math.floor((held[slot] ?? 0) / amount));
  });
  if (cycles < 1) return fail('NOT_ENOUGH_RESOURCES');
  // Each cycle is credited as a completion would be, so the totals stay on the rounding grid.
  const multiplier = multiplierAt(state, now);
  const perCycle = quantizeAll(scale(producer.outputs, multiplier));
  // A windfall: at most the next two purchases priced in what it makes (one cycle, cut down, at least).
  const caps = perCycle.map((_, slot) =>
    season === 'main' ? windfallCap(catalog, state, slot as ResourceIndex) : Number.POSITIVE_INFINITY,
  );
  perCycle.forEach((amount, slot) => {
    if (amount > 0) cycles = Math.max(1, Math.min(cycles, Math.floor((caps[slot] ?? 0) / amount)));
  });
  const taken = takeOne(state, 'insta', now);
  if (!taken.ok) return taken;
  const spent: Resources = [
    producer.inputs[0] * cycles,
    producer.inputs[1] * cycles,
    producer.inputs[2] * cycles,
    producer.inputs[3] * cycles,
  ];
  const paid = { ...taken.value, [resourcesKey(season)]: subtract(held, spent) };
  const made = perCycle.map((amount, slot) => Math.min(amount * cycles, caps[slot] ?? 0)) as Resources;
  const done = credit(paid, season, made);
  const list = [...done.state[key]];
  list[index] = { ...producer, boosts: producer.boosts + 1, cycles: producer.cycles + cycles };
  const granted: Grant[] = resourceGrants(done.credited, season);
  const result = { ...emptyResult('boost-use', season), granted, spent, cycles, tokensCredited: season === 'main' ? done.credited[3] : 0 };
  return ok({ state: { ...done.state, [key]: list }, result });
}

/** The multiplier the water boost runs at when turned on by this player (premium users get more). */
export function waterRate(state: PlayerState): number {
  return state.premium ? WATER_MULTIPLIER_PREMIUM : WATER_MULTIPLIER;
}

/**
 * Turns the water boost on (needs water held; the rate is 1.3 for premium users, fixed at
 * turn-on) or off (keeps the water left). Asking for the current state changes nothing.
 */
export function toggleWater(state: PlayerState, on: boolean, now: number): Result<Outcome> {
  const water = state.waterBoost;
  const result = emptyResult('water-toggle');
  if (water.inuse === on) return ok({ state, result });
  if (on) {
    if (water.amount <= 0) return fail('NO_WATER');
    const waterBoost = {
      ...water,
      inuse: true,
      timestamp: now,
      multiplier: waterRate(state),
      premiumTimestamp: state.premium ? now : water.premiumTimestamp,
    };
    return ok({ state: { ...state, waterBoost }, result });
  }
  const left = waterLeftAt(water, now);
  return ok({ state: { ...state, waterBoost: { ...water, inuse: false, amount: left, timestamp: now } }, result });
}

/** May a client replace its stored water boost with `incoming`? Only if more than 1 s newer. */
export function acceptsWaterUpdate(
  stored: { timestamp: number },
  incoming: { timestamp: number },
  minGapMs = WATER_UPDATE_MIN_GAP_MS,
): boolean {
  return incoming.timestamp - stored.timestamp > minGapMs;
}
