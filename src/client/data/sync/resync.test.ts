import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResync } from './resync.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup({ visible = true } = {}) {
  let fire: () => void = () => undefined;
  const state = { visible, runs: 0 };
  const resync = createResync({
    run: () => {
      state.runs += 1;
      return Promise.resolve();
    },
    triggers: (callback) => {
      fire = callback;
      return () => {
        fire = () => undefined;
      };
    },
    intervalMs: 180_000,
    minGapMs: 10_000,
    now: () => Date.now(),
    visible: () => state.visible,
  });
  return {
    resync,
    state,
    trigger: () => {
      fire();
    },
  };
}

describe('createResync', () => {
  it('re-syncs every few minutes while visible, and not while hidden', async () => {
    const { resync, state } = setup();
    resync.start();
    await vi.advanceTimersByTimeAsync(179_999);
    expect(state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(1);
    state.visible = false;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(state.runs).toBe(1);
    resync.stop();
  });

  it('re-syncs when the page becomes visible or the connection returns, at most once per gap', async () => {
    const { resync, state, trigger } = setup();
    resync.start();
    // The boot's own sync just ran.
    trigger();
    expect(state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    trigger();
    trigger();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(1);
    resync.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    trigger();
    expect(state.runs).toBe(1);
  });
});
