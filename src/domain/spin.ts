/** The wheel: 8 weighted slots, drawn with the random source the caller passes in. */
import { FREE_SPIN_INTERVAL_MS, FREE_SPIN_MAX } from './catalog.ts';
import type { Catalog, SpinSlot } from './catalog-types.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState } from './player.ts';
import type { Result } from './result.ts';
import { fail, ok } from './result.ts';
import { drawWeighted, grantReward, tokensIn } from './rewards.ts';
import { pushHistory } from './boost.ts';

/** Slots on the wheel: a catalog's spin slots are exactly these, indexed 0..WHEEL_SLOTS - 1. */
export const WHEEL_SLOTS = 8;

/** The odds the wheel screen publishes: slot, reward and chance in percent. */
export function spinTable(catalog: Catalog): (SpinSlot & { chance: number })[] {
  const total = catalog.spinSlots.reduce((sum, slot) => sum + slot.weight, 0);
  return catalog.spinSlots.map((slot) => ({ ...slot, chance: (slot.weight * 100) / total }));
}

/** The slot that `roll` in [0, 1) lands on. */
export function drawSpinSlot(catalog: Catalog, roll: number): SpinSlot {
  return drawWeighted(catalog.spinSlots, roll).entry;
}

/**
 * Spends one spin and credits the slot drawn with `rng`; with `rng` null the draw is left to the
 * server (the spin is spent, nothing is credited, `slot` is null). Dropping under FREE_SPIN_MAX
 * restarts the free-spin clock if it was paused.
 */
export function spinWheel(catalog: Catalog, state: PlayerState, now: number, rng: (() => number) | null): Result<Outcome> {
  if (state.spin < 1) return fail('NO_SPINS');
  const spin = state.spin - 1;
  const nextFreeSpinAt = state.nextFreeSpinAt === null && spin < FREE_SPIN_MAX ? now + FREE_SPIN_INTERVAL_MS : state.nextFreeSpinAt;
  const history = pushHistory(state.amount_boost_history, { type: 'spin', amount: -1, time: now, source: 'spin' });
  const spent = { ...state, spin, nextFreeSpinAt, amount_boost_history: history };
  if (rng === null) return ok({ state: spent, result: emptyResult('spin') });
  const slot = drawSpinSlot(catalog, rng());
  const done = grantReward(catalog, spent, slot.reward, now, 'spin');
  const granted = [done.grant];
  return ok({ state: done.state, result: { ...emptyResult('spin'), granted, slot: slot.slot, tokensCredited: tokensIn(granted) } });
}
