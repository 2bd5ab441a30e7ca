/**
 * Fixed-window hit counters. On PGlite (one process) they live in memory; on PostgreSQL they are
 * shared by every instance through the `rate_limits` table. The shared store counts locally and
 * merges with the table every flush interval, so a request never waits for a round trip; the
 * price is that instances see each other's hits up to one interval late.
 */
import { lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';

export interface RateLimitStore {
  /** Counts a hit on `key` in the window starting at `windowStart` (ms); returns the window's count so far. */
  hit(key: string, windowStart: number, windowEnd: number): number;
  /** Sends pending counts to the shared table (no-op in memory). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

interface Counter {
  windowStart: number;
  windowEnd: number;
  /** Hits known to be stored (shared) or all hits (memory). */
  known: number;
  /** Hits not yet sent to the shared table. */
  pending: number;
}

const MAX_KEYS = 100_000;

class CounterMap {
  readonly counters = new Map<string, Counter>();

  hit(key: string, windowStart: number, windowEnd: number): Counter {
    let counter = this.counters.get(key);
    if (counter === undefined || counter.windowStart !== windowStart) {
      if (this.counters.size >= MAX_KEYS) this.dropBefore(windowStart);
      counter = { windowStart, windowEnd, known: 0, pending: 0 };
      this.counters.set(key, counter);
    }
    counter.pending++;
    return counter;
  }

  dropBefore(windowStart: number): void {
    for (const [key, counter] of this.counters) if (counter.windowStart < windowStart && counter.pending === 0) this.counters.delete(key);
  }
}

/** In-memory counters for a single process. */
export function memoryRateLimitStore(): RateLimitStore {
  const map = new CounterMap();
  return {
    hit(key, windowStart, windowEnd) {
      const counter = map.hit(key, windowStart, windowEnd);
      return counter.known + counter.pending;
    },
    flush: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** Counters shared through PostgreSQL, flushed every `intervalMs`. */
export function sharedRateLimitStore(db: AppDatabase, now: () => number, intervalMs = 250): RateLimitStore {
  const map = new CounterMap();
  let flushing: Promise<void> | undefined;
  let lastSweep = 0;

  async function send(): Promise<void> {
    const batch = [...map.counters.entries()].filter(([, counter]) => counter.pending > 0);
    if (batch.length > 0) {
      const sent = new Map(batch.map(([key, counter]) => [`${key}@${counter.windowStart}`, { counter, pending: counter.pending }]));
      for (const { counter } of sent.values()) counter.pending = 0;
      const rows = await db
        .insert(rateLimits)
        .values([...sent.entries()].map(([key, { counter, pending }]) => ({ key, count: pending, resetAt: counter.windowEnd })))
        .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + excluded.count` } })
        .returning({ key: rateLimits.key, count: rateLimits.count });
      for (const row of rows) {
        const entry = sent.get(row.key);
        if (entry !== undefined) entry.counter.known = row.count;
      }
    }
    const current = now();
    if (current - lastSweep > 60_000) {
      lastSweep = current;
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, current));
      map.dropBefore(current - 60_000);
    }
  }

  function flush(): Promise<void> {
    flushing ??= send().finally(() => {
      flushing = undefined;
    });
    return flushing;
  }

  // A failed flush (database down) must not stop the server; limits fall back to local counts.
  const timer = setInterval(() => void flush().catch(() => undefined), intervalMs);
  timer.unref();
  return {
    hit(key, windowStart, windowEnd) {
      const counter = map.hit(key, windowStart, windowEnd);
      return counter.known + counter.pending;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush().catch(() => undefined);
    },
  };
}
