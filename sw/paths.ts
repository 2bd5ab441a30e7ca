/**
 * Which requests the service worker may answer. The data layer owns cached game data (Dexie), so
 * API calls always go to the network; navigations fall back to the cached `index.html`, except
 * API paths and files (a missing chunk or `build.json` must never turn into HTML).
 */

/** Path prefixes of the server's API and development endpoints. */
export const API_PREFIXES = ['/backend', '/api', '/dev'] as const;

/** True for a path under one of the API prefixes (`/backend`, `/backend/...`, not `/backends`). */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Navigations the fallback to `index.html` must leave alone: API paths and paths naming a file. */
export const NAVIGATION_DENYLIST: RegExp[] = [...API_PREFIXES.map((prefix) => new RegExp(`^${prefix}(?:/|$)`)), /\/[^/]+\.[^/]+$/];

/** True when a navigation to `pathname` should get the cached app shell. */
export function isAppNavigation(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
}

/** A precache entry as the build injects it. */
export type ManifestEntry = string | { url: string; revision?: string | null | undefined; integrity?: string | undefined };

/**
 * The precache list without anything under an API path: a stray file in `public/backend/` must
 * not let the worker answer an API call from its cache.
 */
export function withoutApiEntries<T extends ManifestEntry>(entries: readonly T[]): T[] {
  return entries.filter((entry) => {
    const url = typeof entry === 'string' ? entry : entry.url;
    return !isApiPath(new URL(url, 'https://app.invalid/').pathname);
  });
}

/** The message a page sends to the waiting worker to activate it (workbox-window's format). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
