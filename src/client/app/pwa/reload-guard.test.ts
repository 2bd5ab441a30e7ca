import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { memoryStorage } from './memory-storage.ts';
import { createReloadGuard } from './reload-guard.ts';

const KEY = 'test:reloads';

function guardAt(storage: Storage | undefined, clock: { now: number }, windowMs = 10_000) {
  return createReloadGuard({ key: KEY, windowMs, storage: () => storage, now: () => clock.now });
}

describe('the reload guard', () => {
  it('allows one reload per key per window, and remembers it across a reload (a new guard, same storage)', () => {
    const storage = memoryStorage();
    const clock = { now: 1_000_000 };
    expect(guardAt(storage, clock).claim('/settings')).toBe(true);
    clock.now += 9_999;
    const afterReload = guardAt(storage, clock);
    expect(afterReload.claim('/settings')).toBe(false);
    expect(afterReload.claim('/quests')).toBe(true);
    clock.now += 1;
    expect(afterReload.claim('/settings')).toBe(true);
  });

  it('never allows more than one claim per key in any window (random claim times)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60_000 }), { maxLength: 40 }).map((times) => times.sort((a, b) => a - b)),
        (times) => {
          const storage = memoryStorage();
          const clock = { now: 0 };
          const granted: number[] = [];
          for (const time of times) {
            clock.now = time;
            if (guardAt(storage, clock).claim('/')) granted.push(time);
          }
          for (let index = 1; index < granted.length; index += 1)
            expect((granted[index] ?? 0) - (granted[index - 1] ?? 0)).toBeGreaterThanOrEqual(10_000);
          if (times.length > 0) expect(granted[0]).toBe(times[0]);
        },
      ),
    );
  });

  it('refuses without storage, or when storage refuses writes: an unrecorded reload could loop', () => {
    const clock = { now: 0 };
    expect(guardAt(undefined, clock).claim('/')).toBe(false);
    const full = memoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(guardAt(full, clock).claim('/')).toBe(false);
    const throwing = createReloadGuard({
      key: KEY,
      windowMs: 1,
      storage: () => {
        throw new Error('SecurityError');
      },
      now: () => 0,
    });
    expect(throwing.claim('/')).toBe(false);
  });

  it('treats a corrupt record as empty and drops expired entries', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '{not json');
    const clock = { now: 50_000 };
    expect(guardAt(storage, clock).claim('/')).toBe(true);
    storage.setItem(KEY, JSON.stringify({ '/old': 1, '/': 50_000, '/bad': 'x' }));
    clock.now = 55_000;
    expect(guardAt(storage, clock).claim('/new')).toBe(true);
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual({ '/': 50_000, '/new': 55_000 });
  });
});
