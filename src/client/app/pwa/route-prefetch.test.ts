import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { isLazyScreen, lazyScreen } from './lazy-screen.ts';
import { createPreloadQueue } from './preload-queue.ts';
import { prefetchScreens } from './route-prefetch.ts';
import { whenIdle } from './when-idle.ts';

const Screen: ComponentType = () => null;
const fast = { saveData: false, effectiveType: '4g' };
const now = (run: () => void) => {
  run();
};

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
    expect(await prefetchScreens([Screen, ...screens, screens[0]], queue, fast, now)).toBe(2);
    expect(run).toHaveBeenCalledTimes(2);
    await prefetchScreens(screens, queue, fast, now);
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
    expect(isLazyScreen(screens[0])).toBe(true);
    expect(isLazyScreen(Screen)).toBe(false);
  });

  it('starts each screen in an idle moment of its own', async () => {
    const loads = [vi.fn(() => Promise.resolve(Screen)), vi.fn(() => Promise.resolve(Screen)), vi.fn(() => Promise.resolve(Screen))];
    const waiting: (() => void)[] = [];
    const idle = (run: () => void) => {
      waiting.push(run);
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const done = prefetchScreens(
      loads.map((load) => lazyScreen(load)),
      createPreloadQueue(),
      fast,
      idle,
    );
    const calls = () => loads.filter((load) => load.mock.calls.length > 0).length;
    await settle();
    expect(calls()).toBe(0);
    for (const expected of [1, 2, 3]) {
      waiting.shift()?.();
      await settle();
      expect(calls()).toBe(expected);
    }
    expect(await done).toBe(3);
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
