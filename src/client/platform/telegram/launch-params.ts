import { parseStartParam, type StartParam } from '../start-param.ts';
import { isVersionAtLeast } from '../platform-rules.ts';
import { isDarkColor, jsonParam, launchQuery } from './launch-query.ts';

/** The player as the launch data names them (unverified: the server checks the signature). */
export interface LaunchUser {
  id: number;
  firstName: string;
  languageCode: string | null;
  isPremium: boolean;
}

/**
 * True when the page holds Telegram launch parameters: in its URL (a fresh launch), or saved in
 * session storage by an earlier boot of this tab (a reload after navigation), or mocked.
 */
export function hasLaunchParams(): boolean {
  return launchQuery() !== null;
}

/**
 * The raw init data query string, exactly as Telegram (or the development server) signed it.
 * The data layer posts it to POST /backend/auth/telegram. Null outside Telegram.
 */
export function rawInitData(): string | null {
  return launchQuery()?.get('tgWebAppData') || null;
}

/** The init data's fields (`user`, `start_param`, …), or null without init data. */
function initData(): URLSearchParams | null {
  const raw = rawInitData();
  return raw === null ? null : new URLSearchParams(raw);
}

/** The raw start parameter of the launch (from the launch parameters or the init data). */
export function rawStartParam(): string | null {
  return launchQuery()?.get('tgWebAppStartParam') ?? initData()?.get('start_param') ?? null;
}

/** The launch's start parameter, parsed (defaults when there is none). */
export function launchStartParam(): StartParam {
  return parseStartParam(rawStartParam());
}

/** The player of this launch, or null outside Telegram. */
export function launchUser(): LaunchUser | null {
  const data = initData();
  const user = data === null ? undefined : jsonParam(data, 'user');
  if (user === null || typeof user !== 'object') return null;
  const { id, first_name: firstName, language_code: languageCode, is_premium: isPremium } = user as Record<string, unknown>;
  if (typeof id !== 'number' || typeof firstName !== 'string') return null;
  return { id, firstName, languageCode: typeof languageCode === 'string' ? languageCode : null, isPremium: isPremium === true };
}

/**
 * Whether the launch's theme is dark (the SDK's rule: no background colour, or a dark one); null
 * without launch parameters or with a colour in no known format.
 */
export function launchThemeIsDark(): boolean | null {
  const params = launchQuery();
  if (params === null) return null;
  const theme = jsonParam(params, 'tgWebAppThemeParams');
  const background = theme !== null && typeof theme === 'object' ? (theme as Record<string, unknown>).bg_color : undefined;
  // Some clients send a colour as a number (0xRRGGBB); the SDK reads it so too.
  if (typeof background === 'number') return isDarkColor(`#${(background & 0xffffff).toString(16).padStart(6, '0')}`);
  return typeof background === 'string' ? isDarkColor(background) : true;
}

/** A theme colour of the launch parameters as `#rrggbb`, or null when absent or unreadable. */
function themeColor(theme: unknown, key: string): string | null {
  const value = theme !== null && typeof theme === 'object' ? (theme as Record<string, unknown>)[key] : undefined;
  if (typeof value === 'number') return `#${(value & 0xffffff).toString(16).padStart(6, '0')}`;
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : null;
}

/** The theme's two colours a header colour key can name, as far as the launch parameters give them. */
export function launchHeaderKeyColors(): Partial<Record<'bg_color' | 'secondary_bg_color', string>> {
  const params = launchQuery();
  const theme = params === null ? null : jsonParam(params, 'tgWebAppThemeParams');
  const colors: Partial<Record<'bg_color' | 'secondary_bg_color', string>> = {};
  for (const key of ['bg_color', 'secondary_bg_color'] as const) {
    const color = themeColor(theme, key);
    if (color !== null) colors[key] = color;
  }
  return colors;
}

/** The Mini Apps version the client reports (`tgWebAppVersion`), or null without launch parameters. */
export function launchVersion(): string | null {
  return launchQuery()?.get('tgWebAppVersion') ?? null;
}

/** The client's platform (`ios`, `android`, `tdesktop`, `weba`, …), or null without launch parameters. */
export function launchPlatform(): string | null {
  return launchQuery()?.get('tgWebAppPlatform') ?? null;
}

/** True when the client reports Mini Apps `minimum` or later (docs/operations.md, "In the Mini App"). */
export function clientAtLeast(minimum: string): boolean {
  return isVersionAtLeast(launchVersion(), minimum);
}
