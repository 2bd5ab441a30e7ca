// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INPUT_PAUSE_MS } from '../../platform/input-pause.ts';
import { createBackgroundGate, FIRST_SYNC_CAP_MS, QUIET_CAP_MS, QUIET_MS, tappedOrQuiet } from './background-gate.ts';

/** A gate whose load, idle moments and timers the test hands out by hand. */
function manualGate() {
  let load: () => void = () => undefined;
  let quiet: () => void = () => undefined;
  const idles: (() => void)[] = [];
  const timers = new Map<number, () => void>();
  const gate = createBackgroundGate({
    pageLoaded: () =>
      new Promise<void>((resolve) => {
        load = resolve;
      }),
    tappedOrQuiet: () =>
      new Promise<void>((resolve) => {
        quiet = resolve;
      }),
    idle: (run) => idles.push(run),
    wait: (ms) =>
      new Promise<void>((resolve) => {
        timers.set(ms, resolve);
      }),
  });
  let open = false;
  const opened = gate.opened().then(() => {
    open = true;
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    gate,
    opened,
    isOpen: () => open,
    load: () => {
      load();
    },
    quiet: () => {
      quiet();
    },
    idles,
    timers,
    settle,
  };
}

describe('the background gate', () => {
  it('opens once the page has loaded, the first sync has ended, the page was tapped or went quiet, and the browser is idle', async () => {
    const run = manualGate();
    run.load();
    await run.settle();
    expect(run.idles).toHaveLength(0);
    run.gate.noteFirstSyncEnded();
    await run.settle();
    expect(run.idles).toHaveLength(0);
    run.quiet();
    await run.settle();
    expect(run.isOpen()).toBe(false);
    expect(run.idles).toHaveLength(1);
    run.idles[0]?.();
    await run.opened;
    expect(run.isOpen()).toBe(true);
    expect(run.gate.opened()).toBe(run.gate.opened());
  });

  it('waits for the load even when the sync ended first', async () => {
    const run = manualGate();
    run.gate.noteFirstSyncEnded();
    await run.settle();
    expect(run.idles).toHaveLength(0);
    run.load();
    await run.settle();
    run.quiet();
    await run.settle();
    expect(run.idles).toHaveLength(1);
  });

  it('stops waiting for a first sync that hangs after the cap', async () => {
    const run = manualGate();
    run.load();
    await run.settle();
    expect(run.idles).toHaveLength(0);
    run.timers.get(FIRST_SYNC_CAP_MS)?.();
    await run.settle();
    run.quiet();
    await run.settle();
    run.idles[0]?.();
    await run.opened;
    expect(run.isOpen()).toBe(true);
  });

  it('stops waiting for a tap or a quiet moment after its cap', async () => {
    const run = manualGate();
    run.load();
    run.gate.noteFirstSyncEnded();
    await run.settle();
    expect(run.idles).toHaveLength(0);
    run.timers.get(QUIET_CAP_MS)?.();
    await run.settle();
    expect(run.idles).toHaveLength(1);
    run.idles[0]?.();
    await run.opened;
    expect(run.isOpen()).toBe(true);
  });
});

describe('tappedOrQuiet', () => {
  /** Long tasks the page reports (a PerformanceObserver the test drives). */
  function observeLongTasks(): () => void {
    let report: () => void = () => undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: () => void) {
            report = callback;
          }
          observe() {
            return undefined;
          }
          disconnect() {
            report = () => undefined;
          }
        },
        { supportedEntryTypes: ['longtask'] },
      ),
    );
    return () => {
      report();
    };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits after the first tap for a pause in the player’s presses', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    observeLongTasks();
    let resolved = false;
    void tappedOrQuiet().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    window.dispatchEvent(new Event('click'));
    // A run of taps: each press starts the pause again; the quiet moment no longer counts.
    for (let tap = 0; tap < 4; tap += 1) {
      await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS - 100);
      document.dispatchEvent(new Event('pointerdown'));
    }
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS);
    expect(resolved).toBe(true);
  });

  it('resolves at a quiet moment when nobody taps, each long task starting the wait again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const longTask = observeLongTasks();
    let resolved = false;
    void tappedOrQuiet().then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    longTask();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
