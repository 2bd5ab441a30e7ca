/**
 * Fresh while open (stale-while-revalidate): the screens keep showing what Dexie holds while the
 * snapshot and the lists (friends, wallet, leaderboard…) are fetched again when the page becomes
 * visible, when the connection returns, and every few minutes while the page is visible. The
 * outbox is flushed first, and the snapshot is taken only when nothing is left waiting, so a
 * re-sync never replays a move the server already has (the player's moves stay as they were).
 */
import type { FlushTriggers } from './flush-triggers.ts';

export interface ResyncOptions {
  /** Flushes the outbox, then fetches and stores everything again; resolves when done. */
  run: () => Promise<void>;
  /** The page events that should re-sync (the outbox's: `online`, the page becoming visible). */
  triggers: FlushTriggers;
  /** Period of the re-sync while visible, ms. */
  intervalMs: number;
  /** A re-sync asked for sooner than this after the last one started is skipped, ms. */
  minGapMs: number;
  /** Client clock, ms. */
  now: () => number;
  /** False while the page is hidden (the timer then skips its turn). */
  visible: () => boolean;
}

export interface Resync {
  /** Starts the triggers and the timer; the boot's own sync counts as the first. */
  start(): void;
  stop(): void;
  /** Re-syncs now unless one runs or ran within `minGapMs`; resolves when done. */
  request(): Promise<void>;
}

export function createResync(options: ResyncOptions): Resync {
  let running: Promise<void> | undefined;
  let lastStart = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  let active = false;

  function request(): Promise<void> {
    if (running) return running;
    if (options.now() - lastStart < options.minGapMs) return Promise.resolve();
    lastStart = options.now();
    running = options
      .run()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function tick(): void {
    timer = setTimeout(() => {
      if (!active) return;
      if (options.visible()) void request();
      tick();
    }, options.intervalMs);
  }

  return {
    start() {
      if (active) return;
      active = true;
      lastStart = options.now();
      unsubscribe = options.triggers(() => void request());
      tick();
    },
    stop() {
      active = false;
      unsubscribe?.();
      clearTimeout(timer);
    },
    request,
  };
}

/** Whether the document is visible (true where there is no document). */
export function documentVisible(): boolean {
  const doc = (globalThis as { document?: Document }).document;
  return doc === undefined || doc.visibilityState !== 'hidden';
}
