/**
 * The client's wall clock for schedule-driven tests: vitest's fake timers. The data layer's request
 * timeouts and retry timers (setTimeout) fire only when the test moves this clock, and `now` is its
 * time, for the client's `wallNow` (retry times). Nothing waits on real time.
 */
import { vi } from 'vitest';

export interface NetworkClock {
  now: () => number;
  /** Moves the clock, firing every timer that comes due on the way, in order. */
  advance(ms: number): void;
  /** Puts the real timers back. */
  uninstall(): void;
}

export function networkClock(start = Date.UTC(2025, 0, 1)): NetworkClock {
  // Only the timers: Date stays real for everything else in the process (the server has its own clock).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], now: start });
  return {
    now: () => vi.getMockedSystemTime()?.getTime() ?? Number.NaN,
    advance(ms) {
      vi.advanceTimersByTime(ms);
    },
    uninstall() {
      vi.useRealTimers();
    },
  };
}
