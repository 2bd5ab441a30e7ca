/**
 * Which requests the service worker may answer. The data layer owns cached game data (Dexie), so
 * API calls always go to the network; navigations fall back to the cached `index.html` only under
 * the game's own screens (src/protocol/screen-paths.ts), never for a file (a missing chunk or
 * `build.json` must never turn into HTML). Every other path (the operator console at `/admin`, the
 * probes, `/metrics`, the bot's and the ad network's callbacks) goes to the server, which owns it.
 */
import { SCREEN_PATHS } from '../src/protocol/screen-paths.ts';

/** Path prefixes of the server's API and development endpoints. */
export const API_PREFIXES = ['/backend', '/api', '/dev'] as const;

/** True for a path under one of the API prefixes (`/backend`, `/backend/...`, not `/backends`). */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Navigations the fallback to `index.html` must leave alone even under a screen: paths naming a file. */
export const NAVIGATION_DENYLIST: RegExp[] = [/^[^?]*\/[^/?]+\.[^/?]+(?:\?.*)?$/];

/**
 * Navigations the fallback may answer (workbox tests them against path and query): a screen's
 * path, or a path under a screen other than the farm, with any query.
 */
export const NAVIGATION_ALLOWLIST: RegExp[] = SCREEN_PATHS.map((path) =>
  path === '/' ? /^\/(?:\?.*)?$/ : new RegExp(`^${path}(?:/[^?]*)?(?:\\?.*)?$`),
);

/** True when a navigation to `pathAndQuery` (a path, with its query if any) should get the cached app shell. */
export function isAppNavigation(pathAndQuery: string): boolean {
  return (
    NAVIGATION_ALLOWLIST.some((pattern) => pattern.test(pathAndQuery)) && !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndQuery))
  );
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
