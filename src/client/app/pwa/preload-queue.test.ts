import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPreloadQueue, MAX_PARALLEL_PRELOADS } from './preload-queue.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the preload queue', () => {
  it('runs at most 4 preloads at once and starts the next as one ends', async () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const tasks = Array.from({ length: 6 }, () => deferred());
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      queue.run(() => {
        started.push(index);
        return task.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.active()).toBe(4);
    expect(queue.waiting()).toBe(2);
    tasks[2]?.reject(new Error('chunk gone'));
    await expect(results[2]).rejects.toThrow('chunk gone');
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const task of tasks) task.resolve();
    await Promise.allSettled(results);
    expect(queue.active()).toBe(0);
  });

  it('never exceeds its limit, whatever the durations (random limits and tasks)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 20 }),
        async (limit, ticks) => {
          const queue = createPreloadQueue(limit);
          let running = 0;
          let peak = 0;
          await Promise.all(
            ticks.map((count) =>
              queue.run(async () => {
                running += 1;
                peak = Math.max(peak, running);
                for (let tick = 0; tick < count; tick += 1) await flush();
                running -= 1;
              }),
            ),
          );
          expect(peak).toBeLessThanOrEqual(limit);
          expect(queue.active()).toBe(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('frees the slot of a task that throws at once, and refuses a queue without slots', async () => {
    const queue = createPreloadQueue(1);
    await expect(
      queue.run(() => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve(7))).resolves.toBe(7);
    expect(() => createPreloadQueue(0)).toThrow(RangeError);
  });
});
