/** Buying, starting, collecting and upgrading producers. `state` is already settled at `now`. */
import { credit, pay, resourceGrants } from './balance.ts';
import type { Catalog, Grant, Season } from './catalog-types.ts';
import { producerDef } from './catalog.ts';
import { multiplierAt } from './multiplier.ts';
import type { ActionResult, Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { createProducer, producersKey, relevel } from './producer.ts';
import type { Resources } from './resources.ts';
import { add, scale, subtract } from './resources.ts';
import type { Result } from './result.ts';
import { fail, failUntil, ok } from './result.ts';

/** The season's producer `id`, or the reason it cannot be acted on. */
function owned(catalog: Catalog, state: PlayerState, season: Season, id: string): Result<{ producer: Producer; index: number }> {
  if (season === 'event' && state.eventSeason === null) return fail('NO_EVENT_SEASON');
  const list = state[producersKey(season)];
  const index = list.findIndex((producer) => producer._id === id);
  const producer = list[index];
  if (producer === undefined) return producerDef(catalog, id)?.season === season ? fail('NOT_OWNED') : fail('UNKNOWN_PRODUCER');
  return ok({ producer, index });
}

/** `state` with the season's producer at `index` replaced. */
function replace(state: PlayerState, season: Season, index: number, producer: Producer): PlayerState {
  const key = producersKey(season);
  const list = [...state[key]];
  list[index] = producer;
  return { ...state, [key]: list };
}

/** Buys catalog producer `id` at level 1 (manual, idle) for its price. */
export function buyProducer(catalog: Catalog, state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  if (season === 'event' && state.eventSeason === null) return fail('NO_EVENT_SEASON');
  const def = producerDef(catalog, id);
  if (def === undefined || def.season !== season) return fail('UNKNOWN_PRODUCER');
  const key = producersKey(season);
  if (state[key].some((producer) => producer._id === id)) return fail('ALREADY_OWNED');
  const paid = pay(state, season, def.cost);
  if (!paid.ok) return paid;
  const list = [...paid.value[key], createProducer(def, 1, now)].sort((x, y) => x.tier - y.tier);
  return ok({ state: { ...paid.value, [key]: list }, result: { ...emptyResult('producer-buy', season), spent: def.cost } });
}

/** Starts a manual cycle: takes the inputs now; the outputs are collected after `interval`. */
export function startCycle(catalog: Catalog, state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  const found = owned(catalog, state, season, id);
  if (!found.ok) return found;
  const { producer, index } = found.value;
  if (producer.is_continues) return fail('CONTINUOUS');
  if (producer.cycle_started_at !== null) return fail('CYCLE_RUNNING');
  const paid = pay(state, season, producer.inputs);
  if (!paid.ok) return paid;
  const next = replace(paid.value, season, index, { ...producer, cycle_started_at: now });
  return ok({ state: next, result: { ...emptyResult('producer-start', season), spent: producer.inputs } });
}

/** A finished manual cycle's outputs × the multiplier in force at `now`, credited. */
function creditCycle(
  state: PlayerState,
  season: Season,
  producer: Producer,
  now: number,
): { state: PlayerState; granted: Grant[]; tokens: number } {
  const multiplier = multiplierAt(state, now);
  const done = credit(state, season, scale(producer.outputs, multiplier));
  const granted = resourceGrants(done.credited, season);
  return { state: done.state, granted, tokens: season === 'main' ? done.credited[3] : 0 };
}

/** True when the manual cycle of `producer` has run its interval at `now`. */
function cycleDone(producer: Producer, now: number): boolean {
  return producer.cycle_started_at !== null && now >= producer.cycle_started_at + producer.interval;
}

/** Collects a finished manual cycle: outputs × the multiplier in force now. */
export function collectCycle(catalog: Catalog, state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  const found = owned(catalog, state, season, id);
  if (!found.ok) return found;
  const { producer, index } = found.value;
  if (producer.is_continues) return fail('CONTINUOUS');
  if (producer.cycle_started_at === null) return fail('NO_CYCLE');
  if (!cycleDone(producer, now)) return failUntil('CYCLE_NOT_READY', producer.cycle_started_at + producer.interval);
  const done = creditCycle(state, season, producer, now);
  const next = replace(done.state, season, index, { ...producer, cycle_started_at: null, snapshot_time: now, cycles: producer.cycles + 1 });
  return ok({
    state: next,
    result: { ...emptyResult('producer-collect', season), granted: done.granted, cycles: 1, tokensCredited: done.tokens },
  });
}

/**
 * What upgrading `producer` at `now` (ms) costs, in its season's resources: `next_level.amounts`,
 * plus, while a manual cycle runs into a level that is still manual, the difference of inputs (the
 * cycle becomes one of the new level, and inputs are taken at the start). Null at the top level.
 */
export function upgradePrice(catalog: Catalog, producer: Producer, now: number): Resources | null {
  if (producer.next_level === null) return null;
  const upgraded = relevel(catalog, producer, producer.level + 1);
  const running = producer.cycle_started_at !== null && !cycleDone(producer, now);
  if (!running || upgraded.is_continues) return producer.next_level.amounts;
  return add(producer.next_level.amounts, subtract(upgraded.inputs, producer.inputs));
}

/**
 * A running manual cycle going into a continuous level: a continuous cycle takes its inputs when
 * it completes, so the ones this cycle took at its start go back, and its progress is kept as the
 * same fraction of the new interval.
 */
function runningIntoContinuous(state: PlayerState, season: Season, producer: Producer, upgraded: Producer, started: number, now: number) {
  const refund = credit(state, season, producer.inputs);
  const kept = Math.floor(((now - started) * upgraded.interval) / producer.interval);
  const granted: Grant[] = resourceGrants(refund.credited, season);
  return { state: refund.state, producer: { ...upgraded, cycle_started_at: null, snapshot_time: now - kept }, granted };
}

/**
 * Pays {@link upgradePrice} and raises the level, in any phase of the cycle. A finished manual
 * cycle is collected first (outputs of the old level × the multiplier now), so the upgrade starts
 * from an idle producer. Then:
 * - manual into manual: a running cycle becomes a cycle of the new level (new outputs and
 *   interval, same start), the difference of inputs paid with the upgrade;
 * - manual into continuous (`is_continues_level`): runs by itself from now; a running cycle's
 *   inputs are given back and its progress kept (see {@link runningIntoContinuous});
 * - continuous: keeps the fraction of its current cycle, on the new interval.
 */
export function upgradeProducer(catalog: Catalog, state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  const found = owned(catalog, state, season, id);
  if (!found.ok) return found;
  const { producer, index } = found.value;
  const cost = upgradePrice(catalog, producer, now);
  if (cost === null) return fail('MAX_LEVEL');
  const paid = pay(state, season, cost);
  if (!paid.ok) return paid;
  const upgraded = relevel(catalog, producer, producer.level + 1);
  const result: ActionResult = { ...emptyResult('producer-upgrade', season), spent: cost };
  if (producer.is_continues) {
    const elapsed = Math.max(0, now - producer.snapshot_time);
    const snapshot = now - Math.floor((elapsed * upgraded.interval) / producer.interval);
    return ok({ state: replace(paid.value, season, index, { ...upgraded, snapshot_time: snapshot }), result });
  }
  const started = producer.cycle_started_at;
  if (started !== null && cycleDone(producer, now)) {
    const done = creditCycle(paid.value, season, producer, now);
    const next = { ...upgraded, cycle_started_at: null, snapshot_time: now, cycles: producer.cycles + 1 };
    const collected = { ...result, granted: done.granted, cycles: 1, tokensCredited: done.tokens };
    return ok({ state: replace(done.state, season, index, next), result: collected });
  }
  if (started === null) return ok({ state: replace(paid.value, season, index, { ...upgraded, snapshot_time: now }), result });
  if (!upgraded.is_continues) return ok({ state: replace(paid.value, season, index, upgraded), result });
  const into = runningIntoContinuous(paid.value, season, producer, upgraded, started, now);
  return ok({ state: replace(into.state, season, index, into.producer), result: { ...result, granted: into.granted } });
}
