/** A small limiter for route preloads (docs/product.md, section 9: at most 4 at once). */

/** Route preloads allowed to run at once. */
export const MAX_PARALLEL_PRELOADS = 4;

export interface PreloadQueue {
  /** Runs `task` when a slot is free; settles as the task does. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  active(): number;
  /** Tasks waiting for a slot. */
  waiting(): number;
}

export function createPreloadQueue(limit: number = MAX_PARALLEL_PRELOADS): PreloadQueue {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`a preload queue needs at least one slot, got ${String(limit)}`);
  let running = 0;
  const queued: (() => void)[] = [];

  function next(): void {
    if (running >= limit) return;
    const start = queued.shift();
    if (start === undefined) return;
    running += 1;
    start();
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queued.push(() => {
          // A task that throws synchronously still frees its slot.
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
    active: () => running,
    waiting: () => queued.length,
  };
}
