import { describe, expect, it, vi } from 'vitest';
import { createUpdateState, isOtherBuild } from './update-state.ts';

describe('the update state', () => {
  it('ignores this build, empty ids and development ids', () => {
    expect(isOtherBuild('b2', 'b1')).toBe(true);
    for (const [seen, current] of [
      ['b1', 'b1'],
      ['', 'b1'],
      ['dev', 'b1'],
      ['b2', 'dev'],
    ] as const)
      expect(isOtherBuild(seen, current)).toBe(false);
    const state = createUpdateState('b1', () => false);
    state.noteServerBuild('b1');
    state.noteServerBuild('dev');
    expect(state.status()).toBe('none');
    expect(state.plan()).toEqual({ kind: 'stay' });
  });

  it('without a service worker, a new build is ready at once: a plain reload gets it', () => {
    const state = createUpdateState('b1', () => false);
    const listener = vi.fn();
    state.subscribe(listener);
    state.noteServerBuild('b2');
    state.noteServerBuild('b2');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.status()).toBe('ready');
    expect(state.seenBuild()).toBe('b2');
    expect(state.plan()).toEqual({ kind: 'reload', activateWorker: false, target: 'b2' });
  });

  it('under a service worker, a new build waits for the new worker, which the reload activates', () => {
    const state = createUpdateState('b1', () => true);
    state.noteServerBuild('b2');
    expect(state.status()).toBe('seen');
    expect(state.plan()).toEqual({ kind: 'stay' });
    state.noteWorkerWaiting();
    expect(state.plan()).toEqual({ kind: 'reload', activateWorker: true, target: 'b2' });
  });

  it('a worker found by the hourly check is enough; once a new worker controls the page, no activation is asked', () => {
    const state = createUpdateState('b1', () => true);
    state.noteWorkerWaiting();
    expect(state.plan()).toEqual({ kind: 'reload', activateWorker: true, target: 'worker' });
    state.noteWorkerActivated();
    expect(state.plan()).toEqual({ kind: 'reload', activateWorker: false, target: 'worker' });
  });

  it('a failed chunk makes the next navigation reload, guarded per path', () => {
    const state = createUpdateState('b1', () => true);
    state.noteChunkFailure();
    expect(state.status()).toBe('ready');
    expect(state.plan()).toEqual({ kind: 'reload', activateWorker: false, target: 'chunk' });
  });

  it('stops telling a listener after it unsubscribes', () => {
    const state = createUpdateState('b1', () => false);
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    state.noteControllerChange();
    unsubscribe();
    state.noteServerBuild('b2');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
