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
 * Remembers, for this tab, the mocked launch: a reload must mock again, for the same test player
 * even after navigation dropped the `?user=` query.
 */
const MOCKED_KEY = 'harvest-hub:mocked-launch';

function storedRequest(): DevLaunchRequest | null {
  try {
    const stored = sessionStorage.getItem(MOCKED_KEY);
    return stored === null ? null : (JSON.parse(stored) as DevLaunchRequest);
  } catch {
    return null;
  }
}

function remember(request: DevLaunchRequest): void {
  try {
    sessionStorage.setItem(MOCKED_KEY, JSON.stringify(request));
  } catch {
    // Storage refused (private mode): a reload just asks for the default test player.
  }
}

/**
 * Decides at run time whether the page runs in Telegram or in a mock of it. The built app
 * decides the same way, so end-to-end tests can open it in a plain browser against a game
 * server in development mode; in production that server answers 404 and the page says the game
 * must be opened in Telegram.
 */
export async function resolveLaunch(): Promise<LaunchKind> {
  const stored = storedRequest();
  if (stored === null && hasLaunchParams()) return 'telegram';
  // The development mock brings the SDK's mocking code: only pages without launch parameters load it.
  const { devLaunchRequest, mockFromDevServer } = await import('./dev-launch.ts');
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  const asked = devLaunchRequest(window.location.search, prefersDark);
  const keepStored = stored !== null && !new URLSearchParams(window.location.search).has('user');
  const request = keepStored ? { ...stored, scheme: asked.scheme } : asked;
  const result = await mockFromDevServer(request);
  if (!result.ok) {
    console.warn(`no Telegram launch parameters and no development launch data (${result.reason})`);
    return 'outside';
  }
  remember(request);
  return 'mock';
}
