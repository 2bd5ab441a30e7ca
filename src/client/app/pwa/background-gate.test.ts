import { describe, expect, it } from 'vitest';
import { createBackgroundGate, FIRST_SYNC_CAP_MS, QUIET_CAP_MS } from './background-gate.ts';

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
