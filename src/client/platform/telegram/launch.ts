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

interface KeptLaunch {
  request: DevLaunchRequest;
  /** Absent in what an older build kept: then the server is asked again. */
  initData?: string | undefined;
}

function storedLaunch(): KeptLaunch | null {
  try {
    const stored = sessionStorage.getItem(MOCKED_KEY);
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
  const result = kept === undefined ? await mockFromDevServer(request) : mockFromKept(kept, request);
  if (!result.ok) {
    console.warn(`no Telegram launch parameters and no development launch data (${result.reason})`);
    return 'outside';
  }
  remember({ request, initData: result.initData });
  return 'mock';
}
