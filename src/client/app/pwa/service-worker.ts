/**
 * The service worker's registration through workbox-window. A new worker installs in the
 * background and waits; `activateWaiting()` (called on an in-app navigation) asks it to take over.
 */
import type { Workbox } from 'workbox-window';

/** Where the build puts the worker (vite-plugin-pwa, injectManifest). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Longest wait for the new worker to take control after the page asked it to, ms. The browser
 * activates it once the old worker has finished the requests it is handling: usually within a
 * second, but Chromium has been seen to hold an old worker far longer (see `activateWaiting`).
 */
export const ACTIVATION_TIMEOUT_MS = 5_000;

export interface ServiceWorkerHandle {
  /** A service worker serves this page (its navigations come from the precache). */
  controlled(): boolean;
  /** Asks the server for a new worker; failures (offline) are ignored. */
  checkForUpdate(): void;
  /**
   * Gets the new worker ready to serve the next load. True when a reload will get the new build:
   * the new worker controls the page, or is already the active one, or (when the old worker does
   * not let go within {@link ACTIVATION_TIMEOUT_MS}) the registration was dropped so the reload
   * goes to the network, which registers the new worker afresh (its files are in the precache
   * already). False when workbox-window failed to load or nothing could be done.
   */
  activateWaiting(): Promise<boolean>;
}

export interface ServiceWorkerCallbacks {
  /** A new worker is installed and waiting (now, or already since an earlier visit). */
  onWaiting: () => void;
  /** The first worker claimed the page. */
  onFirstControl: () => void;
  /** A new worker replaced the one that served this page (its code is now out of date). */
  onWorkerReplaced: () => void;
}

function waitForControllerChange(container: ServiceWorkerContainer, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const onChange = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      container.removeEventListener('controllerchange', onChange);
      resolve(false);
    }, timeoutMs);
    container.addEventListener('controllerchange', onChange, { once: true });
  });
}

/** Where the worker's events go once workbox-window has loaded. */
function listen(workbox: Workbox, container: ServiceWorkerContainer, callbacks: ServiceWorkerCallbacks): void {
  workbox.addEventListener('waiting', () => {
    callbacks.onWaiting();
  });
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    const replaced = controller !== null;
    controller = container.controller;
    if (replaced) callbacks.onWorkerReplaced();
    else callbacks.onFirstControl();
  });
}

/**
 * Registers the worker once `after` resolves (workbox-window is fetched then, so it is not part of
 * the first paint's code). Undefined where the browser has no service workers (Telegram on iOS).
 */
export function registerServiceWorker(
  callbacks: ServiceWorkerCallbacks,
  after: Promise<void>,
  url: string = SERVICE_WORKER_URL,
): ServiceWorkerHandle | undefined {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const container = navigator.serviceWorker;
  const ready: Promise<Workbox | undefined> = after
    .then(() => import('workbox-window'))
    .then(async ({ Workbox: WorkboxClass }) => {
      const workbox = new WorkboxClass(url, { scope: '/' });
      listen(workbox, container, callbacks);
      await workbox.register();
      return workbox;
    })
    .catch((error: unknown) => {
      console.warn('the service worker could not be registered', error);
      return undefined;
    });

  return {
    controlled: () => container.controller !== null,
    checkForUpdate() {
      void ready.then((workbox) =>
        workbox?.update().catch((error: unknown) => {
          console.info('no service worker update check now', error);
        }),
      );
    },
    async activateWaiting() {
      const workbox = await ready;
      if (!workbox) return false;
      const registration = await container.getRegistration('/');
      // No registration: nothing intercepts the reload. No waiting worker: the active one is the newest.
      if (!registration?.waiting) return true;
      const changed = waitForControllerChange(container, ACTIVATION_TIMEOUT_MS);
      workbox.messageSkipWaiting();
      if (await changed) return true;
      console.warn('[pwa] the old service worker did not let go; reloading from the network');
      return registration.unregister().catch(() => false);
    },
  };
}
