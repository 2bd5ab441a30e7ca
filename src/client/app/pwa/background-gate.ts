/**
 * When the background work may start: the service worker's install or update (its precache
 * fetches every chunk and the theme music), the prefetch of the other screens and the sound
 * engine. They wait until the page has loaded, the first screen has what it needs (the first sync
 * ended, however it ended, or {@link FIRST_SYNC_CAP_MS} passed), the player's first tap and a
 * pause after it or a quiet moment ({@link QUIET_MS} without a long task), and the browser is
 * idle: on a first visit they would otherwise share the phone's link and cores with the game's
 * first answers and the farm's first render, and on a warm start (everything from the cache)
 * their code's evaluation was most of what blocked the page after its first paint (docs/performance.md).
 */
import { afterInputPause } from '../../platform/input-pause.ts';
import { whenIdle } from './when-idle.ts';

/** Longest the background work waits for the first sync, ms: a sync that hangs must not keep the worker out. */
export const FIRST_SYNC_CAP_MS = 10_000;
/** A quiet moment: this long without a long task, ms. */
export const QUIET_MS = 3_000;
/** Longest wait for a tap or a quiet moment, ms: a page that never goes quiet still gets its worker. */
export const QUIET_CAP_MS = 20_000;

export interface BackgroundGate {
  /** The first sync ended (stored, failed or not attempted). */
  noteFirstSyncEnded(): void;
  /** Resolves once the background work may start (the same promise on every call). */
  opened(): Promise<void>;
}

export interface BackgroundGateDeps {
  pageLoaded: () => Promise<void>;
  /** Resolves at the player's first tap or key, or at a quiet moment (whichever comes first). */
  tappedOrQuiet: () => Promise<void>;
  idle: (run: () => void) => void;
  wait: (ms: number) => Promise<void>;
}

export function createBackgroundGate({ pageLoaded, tappedOrQuiet, idle, wait }: BackgroundGateDeps): BackgroundGate {
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
      opening ??= Promise.all([pageLoaded(), Promise.race([firstSyncEnded, wait(FIRST_SYNC_CAP_MS)])])
        .then(() => Promise.race([tappedOrQuiet(), wait(QUIET_CAP_MS)]))
        .then(
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

/**
 * Resolves after the player's first tap or key press (its click or keyup) once they pause
 * (`afterInputPause`: work started between two taps of a run held the second one's answer back,
 * docs/performance.md), or once {@link QUIET_MS} passed without a long task and without a tap (each long
 * task starts the wait again; a browser without long-task timing waits once).
 */
export function tappedOrQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const stopWatching = () => {
      clearTimeout(timer);
      observer?.disconnect();
      for (const type of INPUTS) window.removeEventListener(type, onInput, true);
    };
    function onInput(): void {
      stopWatching();
      afterInputPause(resolve);
    }
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stopWatching();
        resolve();
      }, QUIET_MS);
    };
    for (const type of INPUTS) window.addEventListener(type, onInput, true);
    if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'longtask' });
    }
    restart();
  });
}

const INPUTS = ['click', 'keyup'] as const;

/** The page's gate. */
export const backgroundGate: BackgroundGate = createBackgroundGate({
  pageLoaded,
  tappedOrQuiet,
  idle: whenIdle,
  wait: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms);
    }),
});
