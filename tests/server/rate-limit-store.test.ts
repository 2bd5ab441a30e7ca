import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore, sharedRateLimitStore } from '#server/rate-limit/store';
import { useHarness } from './helpers/harness.ts';

const harness = useHarness();
describe('rate-limit stores', () => {
  it('counts hits in fixed windows in memory', async () => {
    const store = memoryRateLimitStore();
    expect(store.hit('a', 0, 1000)).toBe(1);
    expect(store.hit('a', 0, 1000)).toBe(2);
    expect(store.hit('b', 0, 1000)).toBe(1);
    expect(store.hit('a', 1000, 2000)).toBe(1);
    await store.close();
  });

  it('shares counts between instances through the database', async () => {
    const now = harness.clock.now;
    const start = Math.floor(now() / 60_000) * 60_000;
    const end = start + 60_000;
    const first = sharedRateLimitStore(harness.database.db, now, 60_000);
    const second = sharedRateLimitStore(harness.database.db, now, 60_000);
    try {
      for (let index = 0; index < 3; index++) first.hit('addr:1.2.3.4', start, end);
      await first.flush();
      expect(second.hit('addr:1.2.3.4', start, end)).toBe(1);
      await second.flush();
      // After its flush the second instance knows the first one's hits too.
      expect(second.hit('addr:1.2.3.4', start, end)).toBe(5);
      // The first instance learns the others' hits with its next flush: at most one interval late.
      expect(first.hit('addr:1.2.3.4', start, end)).toBe(4);
      await first.flush();
      expect(first.hit('addr:1.2.3.4', start, end)).toBe(6);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
