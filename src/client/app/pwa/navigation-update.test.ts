import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { reloadIfUpdateReady, UPDATE_RELOAD_GUARD_MS, type NavigationUpdateDeps } from './navigation-update.ts';
import { createReloadGuard } from './reload-guard.ts';
import { createUpdateState } from './update-state.ts';

function depsFor(controlled: boolean, overrides: Partial<NavigationUpdateDeps> = {}, storage = memoryStorage(), clock = { now: 0 }) {
  const state = createUpdateState('b1', () => controlled);
  const guard = (key: string, windowMs: number) => createReloadGuard({ key, windowMs, storage: () => storage, now: () => clock.now });
  const deps: NavigationUpdateDeps = {
    state,
    activateWorker: undefined,
    chunkGuard: guard('chunks', 10_000),
    updateGuard: guard('updates', UPDATE_RELOAD_GUARD_MS),
    path: () => '/quests',
    online: () => true,
    watchInput: () => () => true,
    reload: vi.fn(),
    ...overrides,
  };
  return { deps, state, storage, clock };
}

describe('the reload on navigation', () => {
  it('stays when nothing is ready', async () => {
    const { deps } = depsFor(false);
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('stayed');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads into a new build seen through the build file, once: a reload that did not bring it is not repeated', async () => {
    const { deps, state, storage, clock } = depsFor(false);
    state.noteServerBuild('b2');
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('reloaded');
    // The page came back on the old build (a stale cache): it does not reload again for b2 soon.
    const again = depsFor(false, {}, storage, clock);
    again.state.noteServerBuild('b2');
    await expect(reloadIfUpdateReady(again.deps)).resolves.toBe('refused');
    clock.now += UPDATE_RELOAD_GUARD_MS;
    await expect(reloadIfUpdateReady(again.deps)).resolves.toBe('reloaded');
  });

  it('stays offline: without a worker the reload would lose the page', async () => {
    const { deps, state } = depsFor(false, { online: () => false });
    state.noteServerBuild('b2');
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('offline');
  });

  it('activates the waiting worker before reloading, and reloads only once it controls the page', async () => {
    const order: string[] = [];
    const activateWorker = vi.fn(() => {
      order.push('activate');
      return Promise.resolve(true);
    });
    const { deps, state } = depsFor(true, { activateWorker, reload: () => order.push('reload') });
    state.noteServerBuild('b2');
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('stayed');
    state.noteWorkerWaiting();
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('reloaded');
    expect(order).toEqual(['activate', 'reload']);
  });

  it('does not reload when the worker is slow to take over; its takeover makes the next navigation reload', async () => {
    const reload = vi.fn();
    const { deps, state } = depsFor(true, { activateWorker: () => Promise.resolve(false), reload });
    state.noteWorkerWaiting();
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('activating');
    expect(reload).not.toHaveBeenCalled();
    state.noteWorkerActivated();
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('reloaded');
  });

  it('does not reload when the player started something on the new screen while the worker took over', async () => {
    const reload = vi.fn();
    let touched = false;
    const { deps, state } = depsFor(true, {
      activateWorker: () => {
        touched = true;
        return Promise.resolve(true);
      },
      watchInput: () => () => !touched,
      reload,
    });
    state.noteWorkerWaiting();
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('activating');
    expect(reload).not.toHaveBeenCalled();
  });

  it('after a failed chunk, reloads at most once per path in the guard window', async () => {
    const { deps, state } = depsFor(true);
    state.noteChunkFailure();
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('reloaded');
    await expect(reloadIfUpdateReady(deps)).resolves.toBe('refused');
    await expect(reloadIfUpdateReady({ ...deps, path: () => '/shop' })).resolves.toBe('reloaded');
  });
});
