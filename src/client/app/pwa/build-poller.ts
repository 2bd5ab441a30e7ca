/**
 * Deployment detection that works without a service worker (Telegram on iOS runs none): the build
 * writes `build.json` ({ buildId, builtAt }); the page fetches it with a timestamp query and
 * `no-store` about 1 s after load (not on slow-2g) and then on a timer while visible, and also
 * looks at the `Version` header the data layer last saw.
 */

/** The latest-build file the build writes next to `index.html`. */
export const BUILD_FILE_PATH = '/build.json';

/** Reads the build id of `build.json`; undefined when offline or the answer is not one. */
export async function fetchBuildId(fetchImpl: typeof fetch, now: number): Promise<string | undefined> {
  try {
    const response = await fetchImpl(`${BUILD_FILE_PATH}?t=${String(now)}`, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string' && body.buildId !== '')
      return body.buildId;
  } catch {
    // Offline, or HTML where JSON belonged (a proxy's error page): try again on the next tick.
  }
  return undefined;
}

export interface BuildPollerOptions {
  /** Period of the poll while the page is visible, ms. */
  intervalMs: number;
  /** Delay of the first check after start, ms. */
  firstDelayMs: number;
  /** Skip the first early check (slow-2g): the first look waits a whole period. */
  skipFirstCheck: boolean;
  fetchBuildId: () => Promise<string | undefined>;
  /** The `Version` header the data layer saw last, if any. */
  serverVersion: () => string | undefined;
  /** Every build id seen on the server, each check. */
  onBuild: (buildId: string) => void;
  isVisible: () => boolean;
  schedule: (run: () => void, ms: number) => () => void;
}

export interface BuildPoller {
  /** Looks now (when the page becomes visible again); concurrent calls share one fetch. */
  checkNow(): Promise<void>;
  stop(): void;
}

export function startBuildPoller(options: BuildPollerOptions): BuildPoller {
  let inFlight: Promise<void> | undefined;
  let cancel: (() => void) | undefined;
  let stopped = false;

  async function check(): Promise<void> {
    const version = options.serverVersion();
    if (version !== undefined) options.onBuild(version);
    const buildId = await options.fetchBuildId();
    if (buildId !== undefined && !stopped) options.onBuild(buildId);
  }

  function checkNow(): Promise<void> {
    inFlight ??= check().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  function tick(ms: number): void {
    cancel = options.schedule(() => {
      if (stopped) return;
      if (options.isVisible()) void checkNow();
      tick(options.intervalMs);
    }, ms);
  }

  tick(options.skipFirstCheck ? options.intervalMs : options.firstDelayMs);
  return {
    checkNow,
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}
