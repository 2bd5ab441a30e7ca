import { describe, expect, it } from 'vitest';
import { abbreviate } from '#domain/abbreviate';
import { advance } from '#domain/advance';
import { START_RESOURCES } from '#domain/catalog';
import { newPlayer } from '#domain/player';
import { relevel } from '#domain/producer';
import { startTicker, type TextTarget, type VisibilitySource } from './ticker.ts';

const T = Date.UTC(2025, 5, 1);

function harness() {
  const frames = new Map<number, () => void>();
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
    frames,
    frameSource: {
      request(callback: () => void) {
        frames.set(next, callback);
        return next++;
      },
      cancel(handle: number) {
        frames.delete(handle);
      },
    },
    visibility,
    setHidden(value: boolean) {
      hidden = value;
      for (const listener of listeners) listener();
    },
    runFrame() {
      const [handle, callback] = [...frames.entries()][0] ?? [];
      if (handle === undefined || callback === undefined) throw new Error('no frame requested');
      frames.delete(handle);
      callback();
    },
  };
}

describe('the ticker', () => {
  const continuous = { ...newPlayer(T, false), producers: newPlayer(T, false).producers.map((producer) => relevel(producer, 10)) };

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
    const ticker = startTicker({ targets: { seed, token }, season: 'main', serverNow: () => now, format: (value) => abbreviate(value), frames: h.frameSource, visibility: h.visibility });
    ticker.setState(continuous);
    expect(writes).toEqual([abbreviate(START_RESOURCES[0])]);
    expect(token.textContent).toBe('0');
    h.runFrame();
    expect(writes).toEqual([abbreviate(START_RESOURCES[0])]);
    now = T + 30_000;
    h.runFrame();
    expect(writes.at(-1)).toBe(abbreviate(advance(continuous, now).resources[0]));
    expect(writes).toHaveLength(2);
    ticker.stop();
    expect(h.frames.size).toBe(0);
  });

  it('asks for no frame while the page is hidden and resumes when it is visible again', () => {
    const h = harness();
    const ticker = startTicker({ targets: {}, season: 'main', serverNow: () => T, format: String, frames: h.frameSource, visibility: h.visibility });
    expect(h.frames.size).toBe(1);
    h.setHidden(true);
    expect(h.frames.size).toBe(0);
    h.setHidden(false);
    expect(h.frames.size).toBe(1);
    h.runFrame();
    expect(h.frames.size).toBe(1);
    ticker.stop();
    h.setHidden(false);
    expect(h.frames.size).toBe(0);
  });

  it('shows the event resources for the event season', () => {
    const h = harness();
    const seed: TextTarget = { textContent: null };
    const ticker = startTicker({ targets: { seed }, season: 'event', serverNow: () => T, format: String, frames: h.frameSource, visibility: h.visibility });
    ticker.setState({ ...continuous, resourcesEvent: [7, 0, 0, 0] });
    expect(seed.textContent).toBe('7');
    ticker.stop();
  });
});
