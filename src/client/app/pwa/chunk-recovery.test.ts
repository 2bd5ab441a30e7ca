import { describe, expect, it, vi } from 'vitest';
import {
  browserChunkGuard,
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_GUARD_MS,
  createChunkRecovery,
  importWithRecovery,
  type ChunkRecovery,
} from './chunk-recovery.ts';
import { memoryStorage } from './memory-storage.ts';
import { createReloadGuard } from './reload-guard.ts';

/** A page at `path` whose session storage survives its reloads; `reloads` counts them. */
function page(storage: Storage, clock: { now: number }, path = '/settings') {
  const scheduled: { run: () => void; ms: number }[] = [];
  const env = {
    guard: createReloadGuard({ key: 'chunks', windowMs: CHUNK_RELOAD_GUARD_MS, storage: () => storage, now: () => clock.now }),
    path: () => path,
    reload: vi.fn(),
    delayMs: CHUNK_RELOAD_DELAY_MS,
    schedule: (run: () => void, ms: number) => {
      scheduled.push({ run, ms });
    },
    startLoading: vi.fn(),
  };
  return { recovery: createChunkRecovery(env), env, scheduled };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

async function settlesWithin(promise: Promise<unknown>, ms = 20): Promise<boolean> {
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) =>
      setTimeout(() => {
        resolve(false);
      }, ms),
    ),
  ]);
}

describe('recovering from a failed chunk', () => {
  it('reloads after a delay, showing the loading bar, and the import never settles meanwhile', async () => {
    const { recovery, env, scheduled } = page(memoryStorage(), { now: 0 });
    expect(await settlesWithin(importWithRecovery(failing, recovery))).toBe(false);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(CHUNK_RELOAD_DELAY_MS);
    expect(env.reload).not.toHaveBeenCalled();
    scheduled[0]?.run();
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.startLoading).toHaveBeenCalledTimes(1);
    // A second failure before the reload lands waits for the same reload.
    expect(recovery.recover()).toBe(true);
    expect(scheduled).toHaveLength(1);
  });

  it('reloads at most once per path per 10 s: the reloaded page lets the error through', async () => {
    const storage = memoryStorage();
    const clock = { now: 1_000 };
    expect(page(storage, clock).recovery.recover()).toBe(true);
    clock.now += CHUNK_RELOAD_GUARD_MS - 1;
    const reloaded = page(storage, clock);
    await expect(importWithRecovery(failing, reloaded.recovery)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reloaded.scheduled).toHaveLength(0);
    expect(page(storage, clock, '/quests').recovery.recover()).toBe(true);
    clock.now += 1;
    expect(page(storage, clock).recovery.recover()).toBe(true);
  });

  it('passes a successful import through, and waits for a reload someone else started', async () => {
    const { recovery } = page(memoryStorage(), { now: 0 });
    await expect(importWithRecovery(() => Promise.resolve('module'), recovery)).resolves.toBe('module');
    const other: ChunkRecovery = page(memoryStorage(), { now: 0 }).recovery;
    other.markReloading();
    expect(other.reloading()).toBe(true);
    expect(await settlesWithin(importWithRecovery(failing, other))).toBe(false);
  });
});

describe("the page's chunk-reload guard", () => {
  it('allows one reload per path per 10 s, on the wall clock, in session storage', () => {
    const start = Date.UTC(2026, 0, 1);
    vi.useFakeTimers({ now: start });
    vi.stubGlobal('sessionStorage', memoryStorage());
    try {
      const guard = browserChunkGuard();
      expect(guard.claim('/shop')).toBe(true);
      vi.setSystemTime(start + 9_999);
      expect(guard.claim('/shop')).toBe(false);
      expect(guard.claim('/friends')).toBe(true);
      vi.setSystemTime(start + 10_000);
      expect(guard.claim('/shop')).toBe(true);
      // A reload made a new guard: the times live in the tab's session storage, not in memory.
      expect(browserChunkGuard().claim('/shop')).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
