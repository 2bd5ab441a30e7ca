/**
 * The shell's handle on the PWA layer. What must run from the first byte stays here: the
 * listeners for failed code loads (installed by `guardCodeLoading()` first thing at boot) and the
 * background gate. The rest (service worker, update checks, reload into a new version, route
 * prefetch: pwa-layer.ts) is code the first screen does not need, so it loads after the page's
 * load event (`startPwa()`, production builds only) or at the first signal it has to handle.
 * Signals that come before it loaded (a failed chunk, a newer server build) wait for it.
 */
import { startLoading } from '../loading/loading-store.ts';
import { backgroundGate, pageLoaded } from './background-gate.ts';
import { appChunkRecovery } from './chunk-recovery.ts';
import { listenForLoadFailures } from './load-failure-listeners.ts';
import type { NavigationOutcome } from './navigation-update.ts';
import type { PwaOptions } from './pwa-layer.ts';

type PwaLayer = typeof import('./pwa-layer.ts');

let loading: Promise<PwaLayer> | undefined;
let stopListening: (() => void) | undefined;
let releaseHeldLoading: (() => void) | undefined;

/** The layer's module, loaded once; a failed load (offline without a worker) is tried again at the next call. */
function layer(): Promise<PwaLayer> {
  loading ??= import('./pwa-layer.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Runs `use` once the layer has loaded; the layer is best effort, so a failed load is logged and dropped. */
function withLayer(use: (loaded: PwaLayer) => void): void {
  layer().then(use, (error: unknown) => {
    console.warn('[pwa] the update layer could not load', error);
  });
}

/** Installs the page-wide listeners for failed code loads (once); call before anything loads code. */
export function guardCodeLoading(): void {
  stopListening ??= listenForLoadFailures(window, {
    onPreloadError: () => {
      withLayer((loaded) => {
        loaded.noteChunkFailure();
      });
    },
    onChunkError: () => {
      appChunkRecovery().recover();
    },
    onUnexpectedToken: () => {
      // docs/product.md, section 4: these show the loading state; the bar stays until the player moves on.
      releaseHeldLoading ??= startLoading();
    },
  });
}

/** Starts the service worker and the update checks after the page's load event (once). */
export function startPwa(options: PwaOptions): void {
  void pageLoaded().then(() => {
    withLayer((loaded) => {
      loaded.startPwa(options);
    });
  });
}

/** A build id the server runs (the data layer's `Version` header). */
export function noteServerBuild(buildId: string): void {
  withLayer((loaded) => {
    loaded.noteServerBuild(buildId);
  });
}

/** After an in-app navigation: the held loading bar ends, and the page reloads into a ready update. */
export async function pwaNavigated(): Promise<NavigationOutcome> {
  releaseHeldLoading?.();
  releaseHeldLoading = undefined;
  try {
    return await (await layer()).pwaNavigated();
  } catch {
    return 'stayed';
  }
}

/** The first sync ended: the worker's install and the screens' prefetch may follow (background-gate.ts). */
export function noteFirstSyncEnded(): void {
  backgroundGate.noteFirstSyncEnded();
}

/** Preloads the lazy screens among `screens` once the first screen is settled (started pages only). */
export function prefetchWhenSettled(screens: readonly unknown[]): void {
  void backgroundGate.opened().then(() => {
    withLayer((loaded) => {
      loaded.prefetchWhenSettled(screens);
    });
  });
}
