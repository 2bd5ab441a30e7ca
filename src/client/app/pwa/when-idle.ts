/**
 * An idle moment of the browser, for work that must not compete with the player's: the prefetch
 * of the screens, and the background work the first load's gate lets through (background-gate.ts).
 */
interface IdleWindow {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
}

/** Longest wait for an idle moment before running anyway, ms. */
export const PREFETCH_IDLE_TIMEOUT_MS = 3_000;

/** Runs `run` once the browser is idle (or after a short delay where it cannot say). */
export function whenIdle(run: () => void, target: IdleWindow = globalThis): void {
  if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else setTimeout(run, 1_000);
}
