/**
 * Gives the main thread back between steps of the boot, so the browser can paint and answer a tap
 * in between instead of running one long task (a phone's CPU stretches each one several times).
 */
interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a zero timeout. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
