/**
 * Level scaling. At level L inputs and outputs are the level-1 numbers × L; the interval is the
 * level-1 interval × 0.95^(L−1), halved once more at each milestone level, never under 1 s; the
 * price of the next level is upgradeBase × growth^L.
 *
 * Powers are taken by repeated multiplication, never `Math.pow`: IEEE multiplication is exactly
 * specified, `Math.pow` is not, and the browser and the server must agree to the last bit.
 */
import type { ProducerDef } from './catalog-types.ts';
import { INTERVAL_FACTOR, IS_CONTINUES_LEVEL, MAX_LEVEL, MILESTONE_LEVELS, MIN_INTERVAL_MS } from './catalog.ts';
import type { Resources } from './resources.ts';
import { scale } from './resources.ts';

/** base^exponent for a whole exponent ≥ 0, by repeated multiplication. */
export function power(base: number, exponent: number): number {
  let value = 1;
  for (let i = 0; i < exponent; i += 1) value *= base;
  return value;
}

/** Cycle length at `level`, whole ms. */
export function intervalAt(def: ProducerDef, level: number): number {
  let ms = def.interval * power(INTERVAL_FACTOR, level - 1);
  for (const milestone of MILESTONE_LEVELS) if (level >= milestone) ms /= 2;
  return Math.max(MIN_INTERVAL_MS, Math.round(ms));
}

/** Inputs taken per cycle at `level`. */
export function inputsAt(def: ProducerDef, level: number): Resources {
  return scale(def.inputs, level);
}

/** Outputs made per cycle at `level`, before multipliers. */
export function outputsAt(def: ProducerDef, level: number): Resources {
  return scale(def.outputs, level);
}

/** Price of going from `level` to `level + 1`, whole amounts of the buy-cost resources. */
export function upgradeCost(def: ProducerDef, level: number): Resources {
  const factor = power(def.growth, level);
  return [
    Math.round(def.upgradeBase[0] * factor),
    Math.round(def.upgradeBase[1] * factor),
    Math.round(def.upgradeBase[2] * factor),
    Math.round(def.upgradeBase[3] * factor),
  ];
}

/** The fields of a producer that follow from its catalog entry and level. */
export interface DerivedProducerFields {
  interval: number;
  inputs: Resources;
  outputs: Resources;
  is_continues: boolean;
  is_continues_level: number;
  next_level: { amounts: Resources; interval: number } | null;
}

/**
 * Every derived field for `level`: the one function used wherever a level changes, so that a
 * producer's numbers always equal what the catalog gives. `next_level` is null at MAX_LEVEL.
 */
export function deriveLevel(def: ProducerDef, level: number): DerivedProducerFields {
  return {
    interval: intervalAt(def, level),
    inputs: inputsAt(def, level),
    outputs: outputsAt(def, level),
    is_continues: level >= IS_CONTINUES_LEVEL,
    is_continues_level: IS_CONTINUES_LEVEL,
    next_level: level >= MAX_LEVEL ? null : { amounts: upgradeCost(def, level), interval: intervalAt(def, level + 1) },
  };
}
