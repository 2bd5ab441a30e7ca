import { describe, expect, it } from 'vitest';
import { abbreviate } from '#domain/abbreviate';
import { advance, nextCompletionAt } from '#domain/advance';
import { CATALOG_V1, START_RESOURCES } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { relevel } from '#domain/producer';
import { startTicker, type TextTarget, type VisibilitySource } from './ticker.ts';

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

describe('the ticker', () => {
  const continuous = { ...newPlayer(CATALOG_V1, T, false), producers: newPlayer(CATALOG_V1, T, false).producers.map((producer) => relevel(CATALOG_V1, producer, 10)) };

  it('writes advance(view, server now) into the text targets, only when the text changes', () => {
    let now = T;
    const h = harness();
    const writes: string[] = [];
    const seed: TextTarget = {
      get textContent() {
        return writes.at(-1) ?? null;
      },
      set textContent(value) {
        writes.push(value ?? '');
      },
    };
    const token: TextTarget = { textContent: null };
    const ticker = startTicker({ targets: { seed, token }, season: 'main', serverNow: () => now, format: (value) => abbreviate(value), wakes: h.wakeSource, visibility: h.visibility });
    ticker.setState(continuous);
    expect(writes).toEqual([abbreviate(START_RESOURCES[0])]);
    expect(token.textContent).toBe('0');
    now = T + 30_000;
    h.wake();
    expect(writes.at(-1)).toBe(abbreviate(advance(continuous, now).resources[0]));
    expect(writes).toHaveLength(2);
    ticker.stop();
    expect(h.wakes.size).toBe(0);
  });

  it('sleeps until the next completion: no work, and no write, before it', () => {
    let now = T;
    const h = harness();
    const seed: TextTarget = { textContent: null };
    const ticker = startTicker({ targets: { seed }, season: 'main', serverNow: () => now, format: String, wakes: h.wakeSource, visibility: h.visibility });
    ticker.setState(continuous);
    const next = nextCompletionAt(continuous) ?? Number.NaN;
    expect(h.delay()).toBe(next - T);
    // A wake a little early (a timer's rounding) changes nothing and sleeps again for the rest.
    now = next - 3;
    h.wake();
    expect(seed.textContent).toBe(String(continuous.resources[0]));
    expect(h.delay()).toBe(3);
    now = next;
    h.wake();
    expect(seed.textContent).toBe(String(advance(continuous, next).resources[0]));
    expect(h.delay()).toBeGreaterThan(0);
    ticker.stop();
  });

  it('asks for no wake without a running producer, nor while the page is hidden', () => {
    const h = harness();
    const ticker = startTicker({ targets: {}, season: 'main', serverNow: () => T, format: String, wakes: h.wakeSource, visibility: h.visibility });
    expect(h.wakes.size).toBe(0);
    ticker.setState(newPlayer(CATALOG_V1, T, false));
    expect(h.wakes.size).toBe(0);
    ticker.setState(continuous);
    expect(h.wakes.size).toBe(1);
    h.setHidden(true);
    expect(h.wakes.size).toBe(0);
    h.setHidden(false);
    expect(h.wakes.size).toBe(1);
    ticker.stop();
    h.setHidden(false);
    expect(h.wakes.size).toBe(0);
  });

  it('shows the event resources for the event season', () => {
    const h = harness();
    const seed: TextTarget = { textContent: null };
    const ticker = startTicker({ targets: { seed }, season: 'event', serverNow: () => T, format: String, wakes: h.wakeSource, visibility: h.visibility });
    ticker.setState({ ...continuous, resourcesEvent: [7, 0, 0, 0] });
    expect(seed.textContent).toBe('7');
    ticker.stop();
  });
});
