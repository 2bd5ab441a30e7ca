import { describe, expect, it } from 'vitest';
import { advance, nextCompletionAt } from '#domain/advance';
import { CATALOG_V1, START_RESOURCES } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { relevel } from '#domain/producer';
import { createLiveView, type VisibilitySource } from './live-view.ts';

const T = Date.UTC(2025, 5, 1);

function harness() {
  /** Wakes asked for, by handle: the callback and the delay asked for. */
  const wakes = new Map<number, { callback: () => void; delayMs: number }>();
  let next = 1;
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: VisibilitySource = {
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    wakes,
    wakeSource: {
      request(callback: () => void, delayMs: number) {
        wakes.set(next, { callback, delayMs });
        return next++;
      },
      cancel(handle: number) {
        wakes.delete(handle);
      },
    },
    visibility,
    setHidden(value: boolean) {
      hidden = value;
      for (const listener of listeners) listener();
    },
    /** The one pending wake's delay. */
    delay(): number {
      const [wake, ...others] = [...wakes.values()];
      if (wake === undefined || others.length > 0) throw new Error(`expected one wake, found ${String(wakes.size)}`);
      return wake.delayMs;
    },
    wake() {
      const [handle, wake] = [...wakes.entries()][0] ?? [];
      if (handle === undefined || wake === undefined) throw new Error('no wake requested');
      wakes.delete(handle);
      wake.callback();
    },
  };
}

describe('the live view', () => {
  const continuous = {
    ...newPlayer(CATALOG_V1, T, false),
    producers: newPlayer(CATALOG_V1, T, false).producers.map((producer) => relevel(CATALOG_V1, producer, 10)),
  };

  it('is the view settled to server now, and tells its listeners when a completion moves it', () => {
    let now = T;
    const h = harness();
    const live = createLiveView({ serverNow: () => now, wakes: h.wakeSource, visibility: h.visibility });
    let told = 0;
    const stop = live.subscribe(() => {
      told += 1;
    });
    live.setState(continuous);
    expect(live.current()?.resources).toEqual(continuous.resources);
    expect(live.shownAt(continuous)).toBe(T);
    expect(live.shownAt({ ...continuous })).toBeUndefined();
    told = 0;
    now = T + 30_000;
    h.wake();
    expect(live.current()?.resources).toEqual(advance(continuous, now).resources);
    expect(live.shownAt(continuous)).toBe(now);
    expect(told).toBe(1);
    stop();
    expect(h.wakes.size).toBe(0);
    expect(live.shownAt(continuous)).toBeUndefined();
  });

  it('sleeps until the next completion: no change, and no listener told, before it', () => {
    let now = T;
    const h = harness();
    const live = createLiveView({ serverNow: () => now, wakes: h.wakeSource, visibility: h.visibility });
    let told = 0;
    live.subscribe(() => {
      told += 1;
    });
    live.setState(continuous);
    told = 0;
    const next = nextCompletionAt(continuous) ?? Number.NaN;
    expect(h.delay()).toBe(next - T);
    // A wake a little early (a timer's rounding) changes nothing and sleeps again for the rest.
    now = next - 3;
    h.wake();
    expect(live.current()?.resources).toEqual(continuous.resources);
    expect(told).toBe(0);
    expect(h.delay()).toBe(3);
    now = next;
    h.wake();
    expect(live.current()?.resources).toEqual(advance(continuous, next).resources);
    expect(told).toBe(1);
    expect(h.delay()).toBeGreaterThan(0);
  });

  it('asks for no wake without a listener, a running producer, nor while the page is hidden', () => {
    const h = harness();
    const live = createLiveView({ serverNow: () => T, wakes: h.wakeSource, visibility: h.visibility });
    live.setState(continuous);
    expect(h.wakes.size).toBe(0);
    const stop = live.subscribe(() => undefined);
    expect(h.wakes.size).toBe(1);
    live.setState(newPlayer(CATALOG_V1, T, false));
    expect(h.wakes.size).toBe(0);
    live.setState(continuous);
    expect(h.wakes.size).toBe(1);
    h.setHidden(true);
    expect(h.wakes.size).toBe(0);
    h.setHidden(false);
    expect(h.wakes.size).toBe(1);
    stop();
    h.setHidden(false);
    expect(h.wakes.size).toBe(0);
  });

  it('settles what it kept when a listener comes back', () => {
    let now = T;
    const h = harness();
    const live = createLiveView({ serverNow: () => now, wakes: h.wakeSource, visibility: h.visibility });
    live.setState(continuous);
    now = T + 60_000;
    live.subscribe(() => undefined);
    expect(live.current()?.resources).toEqual(advance(continuous, now).resources);
    expect(START_RESOURCES[0]).toBeLessThan(live.current()?.resources[0] ?? 0);
  });
});
