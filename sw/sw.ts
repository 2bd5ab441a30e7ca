/// <reference lib="webworker" />
/**
 * The service worker: the build and the theme music from the precache (range requests answered
 * from it, so `<audio>` seeks offline), navigations from the cached `index.html`, API calls never
 * touched. A new version waits until the page asks it to take over (on the next in-app
 * navigation, see src/client/app/pwa), so no screen changes code in the middle of an action.
 */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_ALLOWLIST, NAVIGATION_DENYLIST, SKIP_WAITING_MESSAGE, withoutApiEntries } from './paths.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  }
});

// The first install controls the open page at once, so it works offline without a reload.
// Later versions still wait: only the page's SKIP_WAITING message activates them.
clientsClaim();
cleanupOutdatedCaches();
// A request with a Range header (media elements ask for parts of the music) gets a 206 sliced
// from the precached file, online or not; other requests are untouched by the plugin.
addPlugins([new RangeRequestsPlugin()]);
precacheAndRoute(withoutApiEntries(self.__WB_MANIFEST));
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: NAVIGATION_ALLOWLIST, denylist: NAVIGATION_DENYLIST }),
);
