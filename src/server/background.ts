/**
 * Work a request starts but does not wait for (a message to Telegram after a first open): each
 * task's failure is logged, never thrown at nobody, and closing the app waits for the tasks still
 * running, so none is cut off halfway.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface Background {
  run(name: string, task: () => Promise<unknown>, log: FastifyBaseLogger): void;
  /** Resolves when every task started so far has ended. */
  drain(): Promise<void>;
}

export function createBackground(): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, task, log) {
      const done = task()
        .catch((error: unknown) => {
          log.error({ err: error, task: name }, 'background task failed');
        })
        .finally(() => running.delete(done));
      running.add(done);
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
