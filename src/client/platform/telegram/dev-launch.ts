import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { MOCK_THEMES } from './mock-theme.ts';

/** The test player when the page names none (`?user=`). */
export const DEFAULT_DEV_USER = 1001;

/** What the page's query asks the development server to sign. */
export interface DevLaunchRequest {
  user: number;
  premium: boolean;
  startParam: string;
  /** Telegram's `language_code` to sign (the server defaults to `en`). */
  lang: string | null;
  /** The first name to sign (the server defaults to `Farmer`). */
  name: string | null;
  scheme: 'light' | 'dark';
}

/** The outcome of asking the development server for launch data; `initData` is what was mocked. */
export type DevLaunchResult = { ok: true; initData: string } | { ok: false; reason: 'not-served' | 'unreachable' | 'invalid' };

/** Whether two requests name the same launch (the same player and link; the colour scheme aside). */
export function sameLaunch(a: DevLaunchRequest, b: DevLaunchRequest): boolean {
  return a.user === b.user && a.premium === b.premium && a.startParam === b.startParam && a.lang === b.lang && a.name === b.name;
}

/**
 * Reads `?user=123&premium=1&startParam=r_42&lang=ru&name=Ann&theme=dark` of the page. The colour scheme
 * comes from `theme`, else from the browser's preference.
 */
export function devLaunchRequest(search: string, prefersDark: boolean): DevLaunchRequest {
  const query = new URLSearchParams(search);
  const user = Number(query.get('user'));
  const theme = query.get('theme');
  return {
    user: Number.isSafeInteger(user) && user > 0 ? user : DEFAULT_DEV_USER,
    premium: query.get('premium') === '1' || query.get('premium') === 'true',
    startParam: query.get('startParam') ?? '',
    lang: query.get('lang'),
    name: query.get('name'),
    scheme: theme === 'dark' || theme === 'light' ? theme : prefersDark ? 'dark' : 'light',
  };
}

/** The development server's URL for that request. */
export function devLaunchUrl(request: DevLaunchRequest): string {
  const query = new URLSearchParams({ user: String(request.user), premium: request.premium ? '1' : '0', startParam: request.startParam });
  if (request.lang) query.set('lang', request.lang);
  if (request.name) query.set('name', request.name);
  return `/dev/launch-data?${query.toString()}`;
}

const NO_INSETS = { top: 0, bottom: 0, left: 0, right: 0 };

/**
 * A popup in a plain tab: the browser's confirm stands in, answering the first button for OK and
 * none for Cancel (as a popup closed without a choice).
 */
function answerPopup(params: unknown): { button_id?: string } {
  const { message, buttons } = (params ?? {}) as { message?: unknown; buttons?: { id?: unknown }[] };
  const first = buttons?.[0]?.id;
  return window.confirm(typeof message === 'string' ? message : '') && typeof first === 'string' ? { button_id: first } : {};
}

/** Installs the mocked environment: the signed init data plus answers to the SDK's requests. */
function mockWith(initData: string, request: DevLaunchRequest): void {
  const theme = MOCK_THEMES[request.scheme];
  mockTelegramEnv({
    launchParams: {
      tgWebAppData: initData,
      tgWebAppThemeParams: theme,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
      ...(request.startParam ? { tgWebAppStartParam: request.startParam } : {}),
    },
    onEvent([method, params], next) {
      // Whatever was there before the mock (a recorder in end-to-end tests) still sees every call.
      next();
      // A real client answers these requests; without answers the SDK's mount calls would wait.
      if (method === 'web_app_request_theme') emitEvent('theme_changed', { theme_params: theme });
      else if (method === 'web_app_request_viewport') {
        emitEvent('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
      } else if (method === 'web_app_request_safe_area') emitEvent('safe_area_changed', NO_INSETS);
      else if (method === 'web_app_request_content_safe_area') emitEvent('content_safe_area_changed', NO_INSETS);
      else if (method === 'web_app_open_popup') emitEvent('popup_closed', answerPopup(params));
      // A browser tab has no home screen to add the game to (as Telegram Desktop answers).
      else if (method === 'web_app_check_home_screen') emitEvent('home_screen_checked', { status: 'unsupported' });
    },
  });
  // A real client reports every change of the viewport (a rotation, a resized window): the layout's
  // stable height follows the window, as it follows Telegram's viewport.
  window.addEventListener('resize', () => {
    emitEvent('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
  });
}

/** Mocks the environment with launch data signed earlier (kept for the tab, as Telegram keeps its own). */
export function mockFromKept(initData: string, request: DevLaunchRequest): DevLaunchResult {
  try {
    mockWith(initData, request);
    return { ok: true, initData };
  } catch (error) {
    console.error('the development launch data could not be mocked', error);
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * Asks the game server for launch data it signed with its development token and mocks the
 * Telegram environment with it, so the real login path runs outside Telegram. A server in
 * production mode answers 404 (`not-served`).
 */
export async function mockFromDevServer(request: DevLaunchRequest): Promise<DevLaunchResult> {
  let initData: unknown;
  try {
    const response = await fetch(devLaunchUrl(request), { headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false, reason: response.status === 404 ? 'not-served' : 'unreachable' };
    initData = ((await response.json()) as { initData?: unknown }).initData;
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (typeof initData !== 'string' || initData.length === 0) return { ok: false, reason: 'invalid' };
  return mockFromKept(initData, request);
}
