import { useSyncExternalStore } from 'react';

/** The bar appears only for work that lasts longer than this (ms), so quick loads do not flash. */
export const LOADING_THROTTLE_MS = 200;

/** The time (ms) the bar's estimate takes to reach about 70 %; it nears 100 % only when work ends. */
export const LOADING_DURATION_MS = 2000;

let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Marks the start of some work the player waits for (a screen chunk, a request); returns the
 * function that marks its end (calling it twice is harmless).
 */
export function startLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    emit();
  };
}

/** True while any work is pending. */
export function isLoading(): boolean {
  return pending > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether work is pending, re-rendering on change. */
export function useIsLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, isLoading);
}

/**
 * The bar's estimate after `elapsed` ms: fast at first, slowing down, never reaching 100 while
 * the work lasts (about 70 % at {@link LOADING_DURATION_MS}).
 */
export function estimatedProgress(elapsed: number, duration: number = LOADING_DURATION_MS): number {
  return (200 / Math.PI) * Math.atan((elapsed / duration) * 2);
}
