/**
 * When the PWA's background work may start: the service worker's install (its precache fetches
 * every chunk and the theme music) and the prefetch of the other screens. Both wait until the page
 * has loaded, the first screen has what it needs (the first sync ended, however it ended, or
 * {@link FIRST_SYNC_CAP_MS} passed) and the browser is idle: on a first visit they would otherwise
 * share the phone's link and cores with the game's first answers and the farm's first render.
 */
import { whenIdle } from './route-prefetch.ts';

/** Longest the background work waits for the first sync, ms: a sync that hangs must not keep the worker out. */
export const FIRST_SYNC_CAP_MS = 10_000;

export interface BackgroundGate {
  /** The first sync ended (stored, failed or not attempted). */
  noteFirstSyncEnded(): void;
  /** Resolves once the background work may start (the same promise on every call). */
  opened(): Promise<void>;
}

export interface BackgroundGateDeps {
  pageLoaded: () => Promise<void>;
  idle: (run: () => void) => void;
  wait: (ms: number) => Promise<void>;
}

export function createBackgroundGate({ pageLoaded, idle, wait }: BackgroundGateDeps): BackgroundGate {
  let noteEnded: () => void = () => undefined;
  const firstSyncEnded = new Promise<void>((resolve) => {
    noteEnded = resolve;
  });
  let opening: Promise<void> | undefined;
  return {
    noteFirstSyncEnded: () => {
      noteEnded();
    },
    opened() {
      opening ??= Promise.all([pageLoaded(), Promise.race([firstSyncEnded, wait(FIRST_SYNC_CAP_MS)])]).then(
        () =>
          new Promise<void>((resolve) => {
            idle(resolve);
          }),
      );
      return opening;
    },
  };
}

/** Resolves once the page's load event has fired. */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener(
      'load',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

/** The page's gate. */
export const backgroundGate: BackgroundGate = createBackgroundGate({
  pageLoaded,
  idle: whenIdle,
  wait: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
});
