/**
 * The page's PWA layer, loaded on demand by pwa-runtime.ts (none of it is needed for the first
 * screen): the update state, the service worker, the build poller, the reload into a new version
 * on navigation and the route prefetch. `<html data-build data-update>` shows the running build
 * and the update status in the browser's elements panel.
 */
import { startLoading } from '../loading/loading-store.ts';
import { backgroundGate } from './background-gate.ts';
import { fetchBuildId, startBuildPoller } from './build-poller.ts';
import { appChunkRecovery } from './chunk-recovery.ts';
import { isSlow2g, readConnection } from './connection.ts';
import { reloadIfUpdateReady, UPDATE_RELOAD_GUARD_MS, type NavigationOutcome } from './navigation-update.ts';
import { createPreloadQueue } from './preload-queue.ts';
import { pwaTiming, type PwaTiming } from './pwa-timing.ts';
import { createReloadGuard } from './reload-guard.ts';
import { prefetchScreens } from './route-prefetch.ts';
import { registerServiceWorker, type ServiceWorkerHandle } from './service-worker.ts';
import { createUpdateState } from './update-state.ts';

function isControlled(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
}

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const isVisible = (): boolean => document.visibilityState === 'visible';
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

const state = createUpdateState(__BUILD_ID__, isControlled);
const updateGuard = createReloadGuard({
  key: 'harvest-hub:update-reloads',
  windowMs: UPDATE_RELOAD_GUARD_MS,
  storage: sessionStore,
  now: () => Date.now(),
});
const queue = createPreloadQueue();
let worker: ServiceWorkerHandle | undefined;
let started = false;
let switching = false;
let prefetchStarted = false;

/** @lazy used through the module pwa-runtime.ts loads on demand */
export function noteChunkFailure(): void {
  state.noteChunkFailure();
}

/**
 * A build id the server runs; with a worker in charge the new build comes through it, so ask now.
 * @lazy used through the module pwa-runtime.ts loads on demand
 */
export function noteServerBuild(buildId: string): void {
  state.noteServerBuild(buildId);
  if (state.status() === 'seen') worker?.checkForUpdate();
}

function showStatus(): void {
  document.documentElement.dataset.build = __BUILD_ID__;
  document.documentElement.dataset.update = state.status();
}

function startChecks(timing: PwaTiming, serverVersion: () => string | undefined): void {
  const poller = startBuildPoller({
    intervalMs: timing.buildPollMs,
    firstDelayMs: timing.firstCheckDelayMs,
    skipFirstCheck: isSlow2g(readConnection()),
    fetchBuildId: () => fetchBuildId((input, init) => fetch(input, init), Date.now()),
    serverVersion,
    onBuild: noteServerBuild,
    isVisible,
    schedule: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => {
        clearTimeout(timer);
      };
    },
  });
  setInterval(() => {
    if (isVisible()) worker?.checkForUpdate();
  }, timing.swUpdateMs);
  document.addEventListener('visibilitychange', () => {
    if (!isVisible()) return;
    void poller.checkNow();
    worker?.checkForUpdate();
  });
}

/** What the shell passes to {@link startPwa}. */
export interface PwaOptions {
  /** A development launch (Telegram mocked by the development server): `?pollMs=` is honoured. */
  devOverrides: boolean;
  /** The `Version` header the data layer saw last, if any. */
  serverVersion: () => string | undefined;
}

/**
 * Registers the service worker (once the first screen is settled) and starts the update checks
 * (once; called after the page's load event).
 * @lazy used through the module pwa-runtime.ts loads on demand
 */
export function startPwa(options: PwaOptions): void {
  if (started) return;
  started = true;
  const timing = pwaTiming(window.location.search, sessionStore(), options.devOverrides);
  showStatus();
  state.subscribe(showStatus);
  worker = registerServiceWorker(
    {
      onWaiting: () => {
        state.noteWorkerWaiting();
      },
      onFirstControl: () => {
        state.noteControllerChange();
      },
      onWorkerReplaced: () => {
        state.noteWorkerActivated();
      },
    },
    backgroundGate.opened(),
  );
  startChecks(timing, options.serverVersion);
}

/** Whether the player has pressed, tapped or typed since the call (the watch ends after the first). */
function watchInput(): () => boolean {
  let touched = false;
  const onInput = () => {
    touched = true;
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, true);
  return () => !touched;
}

/** Shows the loading bar while `work` runs: the player sees that the switch is on its way. */
async function withLoadingBar<T>(work: () => Promise<T>): Promise<T> {
  const done = startLoading();
  try {
    return await work();
  } finally {
    done();
  }
}

/**
 * After an in-app navigation: reloads into a ready update (see navigation-update.ts).
 * @lazy used through the module pwa-runtime.ts loads on demand
 */
export async function pwaNavigated(): Promise<NavigationOutcome> {
  if (switching) return 'stayed';
  switching = true;
  try {
    const current = worker;
    return await reloadIfUpdateReady({
      state,
      activateWorker: current && (() => withLoadingBar(() => current.activateWaiting())),
      chunkGuard: appChunkRecovery().guard,
      updateGuard,
      path: () => window.location.pathname,
      online: () => navigator.onLine,
      watchInput,
      reload: () => {
        console.info('[pwa] switching to the new version', state.seenBuild() ?? '');
        appChunkRecovery().markReloading();
        window.location.reload();
      },
    });
  } finally {
    switching = false;
  }
}

/**
 * Preloads the lazy screens among `screens` (once; started pages only).
 * @lazy used through the module pwa-runtime.ts loads on demand
 */
export function prefetchWhenSettled(screens: readonly unknown[]): void {
  if (!started || prefetchStarted) return;
  prefetchStarted = true;
  // pwa-runtime.ts calls this once the background gate is open; prefetchScreens waits for an idle
  // moment before each screen, the first included.
  void prefetchScreens(screens, queue, readConnection());
}
