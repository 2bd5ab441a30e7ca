/** Held boosts and the water boost, in the shapes of docs/product.md, section 3. */
import type { BoostKind } from './catalog-types.ts';
import { USER_BOOST, WATER_DRAIN_MS, WATER_MULTIPLIER } from './catalog.ts';

/**
 * A kind of boost the player holds. `amount` is how many are held; `start_time`/`end_time`
 * (ms) bound the window in force (null before the first use). Insta boosts have no window of their own.
 */
export interface Boost {
  _id: string;
  name: string;
  calculator: { multiplier: number };
  amount: number;
  start_time: number | null;
  end_time: number | null;
  type: BoostKind;
}

/**
 * Water held in minutes. While `inuse`, outputs are × `multiplier` (1.2, or 1.3 when premium at
 * turn-on) and water drains 1 per minute. `amount` is the water held at `timestamp` (ms), the
 * time of the last turn-on, turn-off or empty; `premiumTimestamp` is when the premium rate last
 * applied (null if never).
 */
export interface WaterBoost {
  amount: number;
  inuse: boolean;
  premiumTimestamp: number | null;
  multiplier: number;
  timestamp: number;
}

/** One change of held boosts, newest last (`amount_boost_history`, docs/product.md, section 3). */
export interface BoostHistoryEntry {
  /** What changed: a boost kind, water (minutes) or spins. */
  type: BoostKind | 'water' | 'spin';
  /** Change of the held amount (negative when used). */
  amount: number;
  /** ms. */
  time: number;
  /** What caused it: an action type or 'free-spin'. */
  source: string;
}

/** Entries kept in `amount_boost_history`; older ones drop off so the snapshot stays small. */
export const BOOST_HISTORY_LIMIT = 20;

/** The held-boost entries of a new player. */
export function initialBoosts(): Boost[] {
  return [
    {
      _id: 'user',
      name: 'User Boost',
      calculator: { multiplier: USER_BOOST.multiplier },
      amount: 0,
      start_time: null,
      end_time: null,
      type: 'user',
    },
    { _id: 'insta', name: 'Insta Boost', calculator: { multiplier: 1 }, amount: 0, start_time: null, end_time: null, type: 'insta' },
  ];
}

/** The water boost of a new player: empty and off. */
export function initialWater(now: number): WaterBoost {
  return { amount: 0, inuse: false, premiumTimestamp: null, multiplier: WATER_MULTIPLIER, timestamp: now };
}

/** Time (ms) the water in use runs dry: `timestamp` + held minutes, rounded up to a whole ms. */
export function waterEmptyAt(water: WaterBoost): number {
  return water.timestamp + Math.ceil(water.amount * WATER_DRAIN_MS);
}

/** Water held at `time` (ms, not before `timestamp`), minutes. */
export function waterLeftAt(water: WaterBoost, time: number): number {
  if (!water.inuse) return water.amount;
  return Math.max(0, water.amount - (time - water.timestamp) / WATER_DRAIN_MS);
}

/** Water left at `now` (ms) in whole minutes, rounded up while any is left (a
 * drained float's last 1e-9 is no minute). */
export function waterMinutesLeft(water: WaterBoost, now: number): number {
  const inUse = water.inuse && now < waterEmptyAt(water);
  const left = inUse ? waterLeftAt(water, now) : water.inuse ? 0 : water.amount;
  return Math.max(0, Math.ceil(left - 1e-9));
}

/** `history` with `entry` appended, capped to the newest {@link BOOST_HISTORY_LIMIT}. */
export function pushHistory(history: readonly BoostHistoryEntry[], entry: BoostHistoryEntry): BoostHistoryEntry[] {
  const next = [...history, entry];
  return next.length > BOOST_HISTORY_LIMIT ? next.slice(next.length - BOOST_HISTORY_LIMIT) : next;
}
