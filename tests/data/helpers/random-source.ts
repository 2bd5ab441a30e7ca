/** Seeded randomness for schedule-driven tests: the same seed draws the same numbers, so a failing run replays. */
import { seededRandom } from '#client/data/store/action-context.ts';

export interface RandomSource {
  readonly seed: string;
  /** Uniform in [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One of `items` (not empty). */
  pick<T>(items: readonly T[]): T;
  /** An independent stream named `name` under this seed (a player's own draws). */
  fork(name: string): RandomSource;
}

export function randomSource(seed: number | string): RandomSource {
  const name = String(seed);
  const next = seededRandom(name);
  const source: RandomSource = {
    seed: name,
    next,
    int: (n) => Math.floor(next() * n),
    chance: (p) => next() < p,
    pick(items) {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    fork: (child) => randomSource(`${name}/${child}`),
  };
  return source;
}

/** A new seed for this run (the one thing here that is not reproducible: print it). */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}
