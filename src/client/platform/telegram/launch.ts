import { hasLaunchParams } from './launch-params.ts';
import type { DevLaunchRequest } from './dev-launch.ts';

/** How this page was launched. */
export type LaunchKind =
  /** Inside Telegram: launch parameters in the URL or saved by an earlier boot of this tab. */
  | 'telegram'
  /** Outside Telegram, with launch data signed by a game server in development mode. */
  | 'mock'
  /** Outside Telegram and no development server to sign launch data: the game cannot run. */
  | 'outside';

/**
 * Remembers, for this tab, the mocked launch and its signed launch data, as Telegram keeps its
 * own for the session: a reload mocks again with the same data, for the same test player even
 * after navigation dropped the `?user=` query, and without the network (an offline reload plays
 * from the cache instead of failing to reach the development server).
 */
const MOCKED_KEY = 'harvest-hub:mocked-launch';

/**
 * The last mocked launch of any tab of this origin (local storage): a new tab opened offline,
 * which has no launch of its own and cannot reach the development server, plays as the last
 * player from the cache (the snapshot in IndexedDB), as a Telegram tab would.
 */
const LAST_MOCKED_KEY = 'harvest-hub:last-mocked-launch';

interface KeptLaunch {
  request: DevLaunchRequest;
  /** Absent in what an older build kept: then the server is asked again. */
  initData?: string | undefined;
}

/** This tab's mocked launch. */
function storedLaunch(): KeptLaunch | null {
  return readKept(() => sessionStorage.getItem(MOCKED_KEY));
}

/** The origin's last mocked launch. */
function lastLaunch(): KeptLaunch | null {
  return readKept(() => localStorage.getItem(LAST_MOCKED_KEY));
}

function readKept(read: () => string | null): KeptLaunch | null {
  try {
    const stored = read();
    if (stored === null) return null;
    const kept = JSON.parse(stored) as Partial<KeptLaunch> & Partial<DevLaunchRequest>;
    // An older build kept the request alone.
    if (kept.request === undefined) return { request: kept as DevLaunchRequest };
    return { request: kept.request, initData: typeof kept.initData === 'string' ? kept.initData : undefined };
  } catch {
    return null;
  }
}

function remember(kept: KeptLaunch): void {
  try {
    sessionStorage.setItem(MOCKED_KEY, JSON.stringify(kept));
    localStorage.setItem(LAST_MOCKED_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode): a reload just asks the server again.
  }
}

/**
 * Decides at run time whether the page runs in Telegram or in a mock of it. The built app
 * decides the same way, so end-to-end tests can open it in a plain browser against a game
 * server in development mode; in production that server answers 404 and the page says the game
 * must be opened in Telegram.
 */
export async function resolveLaunch(): Promise<LaunchKind> {
  const stored = storedLaunch();
  if (stored === null && hasLaunchParams()) return 'telegram';
  // The development mock brings the SDK's mocking code: only pages without launch parameters load it.
  const { devLaunchRequest, mockFromDevServer, mockFromKept, sameLaunch } = await import('./dev-launch.ts');
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const asked = devLaunchRequest(window.location.search, prefersDark);
  const keepStored = stored !== null && (!new URLSearchParams(window.location.search).has('user') || sameLaunch(stored.request, asked));
  const request = keepStored ? { ...stored.request, scheme: asked.scheme } : asked;
  const kept = keepStored ? stored.initData : undefined;
  let result = kept === undefined ? await mockFromDevServer(request) : mockFromKept(kept, request);
  let launched = { request, initData: kept };
  // A new tab offline: the origin's last launch, for the same player or when the address names none.
  const last = lastLaunch();
  const asksOther = new URLSearchParams(window.location.search).has('user') && last !== null && !sameLaunch(last.request, asked);
  if (!result.ok && result.reason === 'unreachable' && last?.initData !== undefined && !asksOther) {
    launched = { request: { ...last.request, scheme: asked.scheme }, initData: last.initData };
    result = mockFromKept(last.initData, launched.request);
  }
  if (!result.ok) {
    console.warn(`no Telegram launch parameters and no development launch data (${result.reason})`);
    return 'outside';
  }
  remember({ request: launched.request, initData: result.initData });
  return 'mock';
}

/** True when this tab runs in the development mock of Telegram (what Telegram alone can do, payments, is not there). */
export function isMockedLaunch(): boolean {
  return storedLaunch() !== null;
}
