import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { isLazyScreen, lazyScreen } from './lazy-screen.ts';
import { createPreloadQueue } from './preload-queue.ts';
import { prefetchScreens, whenIdle } from './route-prefetch.ts';

const Screen: ComponentType = () => null;
const fast = { saveData: false, effectiveType: '4g' };

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('route prefetch', () => {
  it('preloads each lazy screen once through the queue, and skips plain components', async () => {
    const loads = [vi.fn(() => Promise.resolve(Screen)), vi.fn(() => Promise.resolve(Screen))];
    const screens = loads.map((load) => lazyScreen(load));
    const queue = createPreloadQueue();
    const run = vi.spyOn(queue, 'run');
    expect(await prefetchScreens([Screen, ...screens, screens[0]], queue, fast)).toBe(2);
    expect(run).toHaveBeenCalledTimes(2);
    await prefetchScreens(screens, queue, fast);
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
    expect(isLazyScreen(screens[0])).toBe(true);
    expect(isLazyScreen(Screen)).toBe(false);
  });

  it('prefetches nothing with data saving on or on 2g', async () => {
    const load = vi.fn(() => Promise.resolve(Screen));
    const screens = [lazyScreen(load)];
    expect(await prefetchScreens(screens, createPreloadQueue(), { saveData: true, effectiveType: '4g' })).toBe(0);
    expect(await prefetchScreens(screens, createPreloadQueue(), { saveData: false, effectiveType: '2g' })).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('a failed preload neither rejects nor reloads, and the next preload tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(Screen);
    const screen = lazyScreen(load as () => Promise<ComponentType>);
    await expect(screen.preload()).resolves.toBeUndefined();
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for an idle moment where the browser offers one, else a short delay', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    whenIdle(run, { requestIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 3_000 });
    whenIdle(run, {});
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
