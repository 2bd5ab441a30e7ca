// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterInputPause, INPUT_PAUSE_MS } from './input-pause.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('afterInputPause', () => {
  it('runs once the player has not pressed anything for the pause', () => {
    const run = vi.fn();
    afterInputPause(run);
    vi.advanceTimersByTime(INPUT_PAUSE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INPUT_PAUSE_MS * 3);
    document.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(INPUT_PAUSE_MS * 3);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits again after each press of a run of taps or keys', () => {
    const run = vi.fn();
    afterInputPause(run);
    for (const type of ['pointerdown', 'keydown', 'pointerdown']) {
      vi.advanceTimersByTime(INPUT_PAUSE_MS - 100);
      document.dispatchEvent(new Event(type));
    }
    vi.advanceTimersByTime(INPUT_PAUSE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the browser to be idle when it can say so', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const run = vi.fn();
      afterInputPause(run);
      vi.advanceTimersByTime(INPUT_PAUSE_MS);
      expect(run).not.toHaveBeenCalled();
      idle.forEach((callback) => {
        callback();
      });
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does nothing once cancelled', () => {
    const run = vi.fn();
    const cancel = afterInputPause(run);
    cancel();
    vi.advanceTimersByTime(INPUT_PAUSE_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});
