/**
 * A background pass every instance runs on a timer (maintenance, reminders): now and every
 * `intervalMs`; a tick while a pass is still running is skipped (passes piling up behind a slow
 * database would each hold the first rows and starve the last ones); a failed pass is logged and
 * tried again at the next tick. Answers how to stop (waiting for a pass under way).
 */
import type { FastifyBaseLogger } from 'fastify';

export function startPeriodicPass<T>(
  run: () => Promise<T>,
  done: (result: T) => void,
  what: string,
  intervalMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running !== undefined) return;
    running = run()
      .then(done, (error: unknown) => {
        log.warn({ err: error }, `${what} failed (tried again at the next)`);
      })
      .finally(() => {
        running = undefined;
      });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
