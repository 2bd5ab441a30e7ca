import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { BUILD_POLL_INTERVAL_MS, DEFAULT_PWA_TIMING, MIN_BUILD_POLL_MS, pwaTiming } from './pwa-timing.ts';

describe('the timers of the update checks', () => {
  it('uses the defaults in Telegram, whatever the URL says', () => {
    expect(pwaTiming('?pollMs=1000', memoryStorage(), false)).toEqual(DEFAULT_PWA_TIMING);
    expect(DEFAULT_PWA_TIMING.firstCheckDelayMs).toBe(1_000);
  });

  it('takes ?pollMs= on a development launch and keeps it for the tab (a reload loses the query)', () => {
    const storage = memoryStorage();
    expect(pwaTiming('?user=5&pollMs=2000', storage, true).buildPollMs).toBe(2_000);
    expect(pwaTiming('', storage, true).buildPollMs).toBe(2_000);
  });

  it('clamps the override between the minimum and the default, and ignores nonsense', () => {
    expect(pwaTiming('?pollMs=1', memoryStorage(), true).buildPollMs).toBe(MIN_BUILD_POLL_MS);
    expect(pwaTiming('?pollMs=99999999', memoryStorage(), true).buildPollMs).toBe(BUILD_POLL_INTERVAL_MS);
    for (const raw of ['abc', '-5', '0', ''])
      expect(pwaTiming(`?pollMs=${raw}`, memoryStorage(), true).buildPollMs).toBe(BUILD_POLL_INTERVAL_MS);
  });

  it('works without storage', () => {
    expect(pwaTiming('?pollMs=3000', undefined, true).buildPollMs).toBe(3_000);
  });
});
