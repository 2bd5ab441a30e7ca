/** Buying, starting, collecting and upgrading producers. `state` is already settled at `now`. */
import { pay, credit } from './balance.ts';
import type { Season } from './catalog-types.ts';
import { producerDef } from './catalog.ts';
import { multiplierAt } from './multiplier.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import type { Producer } from './producer.ts';
import { createProducer, producersKey, relevel } from './producer.ts';
import type { Resources } from './resources.ts';
import { add, subtract } from './resources.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';

/** The season's producer `id`, or the reason it cannot be acted on. */
function owned(state: PlayerState, season: Season, id: string): Result<{ producer: Producer; index: number }> {
  if (season === 'event' && state.eventSeason === null) return fail('NO_EVENT_SEASON');
  const list = state[producersKey(season)];
  const index = list.findIndex((producer) => producer._id === id);
  const producer = list[index];
  if (producer === undefined) return producerDef(id)?.season === season ? fail('NOT_OWNED') : fail('UNKNOWN_PRODUCER');
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
export function buyProducer(state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  if (season === 'event' && state.eventSeason === null) return fail('NO_EVENT_SEASON');
  const def = producerDef(id);
  if (def === undefined || def.season !== season) return fail('UNKNOWN_PRODUCER');
  const key = producersKey(season);
  if (state[key].some((producer) => producer._id === id)) return fail('ALREADY_OWNED');
  const paid = pay(state, season, def.cost);
  if (!paid.ok) return paid;
  const list = [...paid.value[key], createProducer(def, 1, now)].sort((x, y) => x.tier - y.tier);
  return ok({ state: { ...paid.value, [key]: list }, result: { ...emptyResult('producer-buy', season), spent: def.cost } });
}

/** Starts a manual cycle: takes the inputs now; the outputs are collected after `interval`. */
export function startCycle(state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  const found = owned(state, season, id);
  if (!found.ok) return found;
  const { producer, index } = found.value;
  if (producer.is_continues) return fail('CONTINUOUS');
  if (producer.cycle_started_at !== null) return fail('CYCLE_RUNNING');
  const paid = pay(state, season, producer.inputs);
  if (!paid.ok) return paid;
  const next = replace(paid.value, season, index, { ...producer, cycle_started_at: now });
  return ok({ state: next, result: { ...emptyResult('producer-start', season), spent: producer.inputs } });
}

/** Collects a finished manual cycle: outputs × the multiplier in force now. */
export function collectCycle(state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  const found = owned(state, season, id);
  if (!found.ok) return found;
  const { producer, index } = found.value;
  if (producer.is_continues) return fail('CONTINUOUS');
  if (producer.cycle_started_at === null) return fail('NO_CYCLE');
  if (now < producer.cycle_started_at + producer.interval) return fail('CYCLE_NOT_READY');
  const multiplier = multiplierAt(state, now);
  const outputs: Resources = [
    producer.outputs[0] * multiplier,
    producer.outputs[1] * multiplier,
    producer.outputs[2] * multiplier,
    producer.outputs[3] * multiplier,
  ];
  const done = credit(state, season, outputs);
  const next = replace(done.state, season, index, { ...producer, cycle_started_at: null, snapshot_time: now, cycles: producer.cycles + 1 });
  const granted = done.credited.flatMap((amount, slot) =>
    amount > 0 ? [{ type: 'resource' as const, resource: slot as 0 | 1 | 2 | 3, season, amount }] : [],
  );
  return ok({
    state: next,
    result: { ...emptyResult('producer-collect', season), granted, cycles: 1, tokensCredited: season === 'main' ? done.credited[3] : 0 },
  });
}

/**
 * Pays `next_level.amounts` and raises the level. A running manual cycle becomes a cycle of the
 * new level (new outputs and interval, same start): since inputs are taken at the start, the
 * difference of inputs is paid with the upgrade. Reaching `is_continues_level` needs an idle
 * producer (collect first) and makes it continuous from now; a continuous producer keeps the
 * fraction of its current cycle, on the new interval.
 */
export function upgradeProducer(state: PlayerState, season: Season, id: string, now: number): Result<Outcome> {
  const found = owned(state, season, id);
  if (!found.ok) return found;
  const { producer, index } = found.value;
  if (producer.next_level === null) return fail('MAX_LEVEL');
  const upgraded = relevel(producer, producer.level + 1);
  const running = producer.cycle_started_at !== null;
  if (running && upgraded.is_continues) return fail('CYCLE_RUNNING');
  const cost = running ? add(producer.next_level.amounts, subtract(upgraded.inputs, producer.inputs)) : producer.next_level.amounts;
  const paid = pay(state, season, cost);
  if (!paid.ok) return paid;
  let snapshot = running ? producer.snapshot_time : now;
  if (producer.is_continues) {
    const elapsed = Math.max(0, now - producer.snapshot_time);
    snapshot = now - Math.floor((elapsed * upgraded.interval) / producer.interval);
  }
  const next = replace(paid.value, season, index, { ...upgraded, snapshot_time: snapshot });
  return ok({ state: next, result: { ...emptyResult('producer-upgrade', season), spent: cost } });
}
