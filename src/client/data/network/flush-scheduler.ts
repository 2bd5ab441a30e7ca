/**
 * When the outbox flushes: at start, when the device comes back online, when the page becomes
 * visible, on a timer, after each action, and when a postponed entry is due. Never Background
 * Sync (iOS has none). One flush runs at a time; a request during a flush runs one more after it.
 * The queued bot message calls go out in the same flush, after the actions.
 */
import { flushMessages } from './discord-link.ts';
import type { DataContext } from '../context.ts';
import { flushOutbox, type FlushResult } from './flush.ts';
import type { FlushTriggers } from '../sync/flush-triggers.ts';

export interface FlushScheduler {
  start(): void;
  stop(): void;
  /** Flushes now (or right after the running flush); resolves with that flush's result. */
  flush(): Promise<FlushResult | undefined>;
}

export function createFlushScheduler(context: DataContext, triggers: FlushTriggers): FlushScheduler {
  let running: Promise<FlushResult | undefined> | undefined;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let periodicTimer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  let active = false;

  function armRetry(result: FlushResult | undefined): void {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (!active || result?.retryAt === undefined) return;
    retryTimer = setTimeout(() => void flush(), Math.max(0, result.retryAt - context.deps.wallNow()));
  }

  async function runOnce(): Promise<FlushResult | undefined> {
    try {
      const actions = await flushOutbox(context);
      const messages = await flushMessages(context);
      const retries = [actions.retryAt, messages.retryAt].filter((time) => time !== undefined);
      return { ...actions, retryAt: retries.length === 0 ? undefined : Math.min(...retries) };
    } catch {
      // The database is unusable right now (closed for an upgrade, quota): the next trigger retries.
      return undefined;
    }
  }

  /** Whether a flush was asked for during the last one (and resets the request). */
  function takeAgain(): boolean {
    const repeat = again && active;
    again = false;
    return repeat;
  }

  function flush(): Promise<FlushResult | undefined> {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      let result = await runOnce();
      while (takeAgain()) result = await runOnce();
      armRetry(result);
      return result;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function tickPeriodically(): void {
    periodicTimer = setTimeout(() => {
      void flush();
      if (active) tickPeriodically();
    }, context.deps.flushIntervalMs);
  }

  return {
    start() {
      if (active) return;
      active = true;
      unsubscribe = triggers(() => void flush());
      tickPeriodically();
      void flush();
    },
    stop() {
      active = false;
      unsubscribe?.();
      clearTimeout(retryTimer);
      clearTimeout(periodicTimer);
    },
    flush,
  };
}
