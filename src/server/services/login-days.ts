/** The days players log in on (UTC days since epoch), kept once a day each (login.ts): daily actives and retention. */

export const DAY_MS = 86_400_000;

/** The UTC day of `at` (ms), as days since epoch. */
export function dayOf(at: number): number {
  return Math.floor(at / DAY_MS);
}
