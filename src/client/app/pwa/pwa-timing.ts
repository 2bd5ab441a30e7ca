/**
 * The timers of the update checks, in one place. A page launched through the development server's
 * mock of Telegram (end-to-end tests, a developer's browser) may shorten the build poll with
 * `?pollMs=2000`; the value is kept for the tab like the mocked launch itself, so a reload keeps it.
 */

/** How often the latest-build file is polled while the page is visible, ms. */
export const BUILD_POLL_INTERVAL_MS = 60_000;

/** Delay after the page's `load` before the first look at the build file (docs/product.md, section 9: about 1 s), ms. */
export const FIRST_BUILD_CHECK_DELAY_MS = 1_000;

/** How often the service worker registration is asked for a new worker while visible, ms. */
export const SW_UPDATE_INTERVAL_MS = 60 * 60_000;

/** The shortest build poll a development override may ask for, ms. */
export const MIN_BUILD_POLL_MS = 500;

/** The timers the update checks run on, ms. */
export interface PwaTiming {
  buildPollMs: number;
  firstCheckDelayMs: number;
  swUpdateMs: number;
}

const POLL_OVERRIDE_KEY = 'harvest-hub:poll-ms';

/** The default timers. */
export const DEFAULT_PWA_TIMING: PwaTiming = {
  buildPollMs: BUILD_POLL_INTERVAL_MS,
  firstCheckDelayMs: FIRST_BUILD_CHECK_DELAY_MS,
  swUpdateMs: SW_UPDATE_INTERVAL_MS,
};

function parsePoll(raw: string | null): number | undefined {
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return Math.min(BUILD_POLL_INTERVAL_MS, Math.max(MIN_BUILD_POLL_MS, Math.round(value)));
}

function readKept(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(POLL_OVERRIDE_KEY) ?? null;
  } catch {
    return null;
  }
}

function keep(storage: Storage | undefined, value: number): void {
  try {
    storage?.setItem(POLL_OVERRIDE_KEY, String(value));
  } catch {
    // Storage refused: the override lasts until the next reload.
  }
}

/**
 * The timers for this page. `allowOverride` is true only for a development launch: inside
 * Telegram nobody can edit the URL, and the production server signs no mock launch.
 */
export function pwaTiming(search: string, storage: Storage | undefined, allowOverride: boolean): PwaTiming {
  if (!allowOverride) return DEFAULT_PWA_TIMING;
  const asked = parsePoll(new URLSearchParams(search).get('pollMs'));
  if (asked !== undefined) keep(storage, asked);
  const buildPollMs = asked ?? parsePoll(readKept(storage)) ?? BUILD_POLL_INTERVAL_MS;
  return { ...DEFAULT_PWA_TIMING, buildPollMs };
}
