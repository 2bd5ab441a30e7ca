/** The two waiting rules of the data layer, as pure functions of the attempt and the random source. */

/** docs/product.md, section 9: the reload back-off starts at 1000 ms and doubles up to 30000 ms. */
export const RELOAD_BACKOFF = { initialMs: 1000, capMs: 30_000 } as const;

/** The delay after `delayMs` in the reload back-off: doubled, capped. */
export function nextReloadDelay(delayMs: number): number {
  if (!Number.isFinite(delayMs) || delayMs < RELOAD_BACKOFF.initialMs) return RELOAD_BACKOFF.initialMs * 2;
  return Math.min(delayMs * 2, RELOAD_BACKOFF.capMs);
}

/** A stored reload delay, sanitised: anything unusable is the initial 1 s. */
export function currentReloadDelay(stored: unknown): number {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return RELOAD_BACKOFF.initialMs;
  return Math.min(Math.max(stored, RELOAD_BACKOFF.initialMs), RELOAD_BACKOFF.capMs);
}

/** The outbox's retry rule for transport failures. */
export interface RetryPolicy {
  /** Wait after the first failure, ms. */
  baseMs: number;
  /** Longest wait, ms. */
  capMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 1000, capMs: 30_000 };

/**
 * Wait before retry number `attempt` (1 after the first failure): exponential, capped, with
 * "equal jitter" (half fixed, half random) so many clients coming back online at once spread out
 * while each still waits at least half the nominal delay.
 * @param random a number in [0, 1)
 */
export function retryDelay(attempt: number, policy: RetryPolicy, random: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  const nominal = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  return Math.round(nominal / 2 + (nominal / 2) * random);
}
