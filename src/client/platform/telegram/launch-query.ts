/**
 * The launch parameters Telegram puts in the page's address (`#tgWebAppData=…&tgWebAppVersion=…`),
 * read without the SDK: the shell boots on them (launch kind, language, theme) while the SDK's
 * code is still on its way. The sources, their order and the storage are the SDK's own
 * (`retrieveLaunchParams`): the address, then the navigation entry (the first address of a page
 * that has navigated since), then this tab's session storage, which keeps the first copy found so
 * a reload after navigation (and the SDK, once loaded) still finds it.
 */

/** Where the SDK keeps the launch parameters in session storage (a JSON string of the query). */
const STORAGE_KEY = 'tapps/launchParams';

/** The query part of an address, hash included (`a?x=1#y=2` gives `x=1&y=2`), as the SDK reads it. */
function queryOf(address: string): string {
  return address.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
}

/** True when `query` holds the parameters every launch has. */
function isLaunchQuery(query: string): boolean {
  const params = new URLSearchParams(query);
  return ['tgWebAppPlatform', 'tgWebAppVersion', 'tgWebAppThemeParams'].every((name) => params.has(name));
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function storedQuery(): string | null {
  try {
    const stored = storage()?.getItem(STORAGE_KEY);
    const value: unknown = stored ? JSON.parse(stored) : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function navigationQuery(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? queryOf(entry.name) : null;
}

/** The launch parameters once found: they do not change while the page lives. */
let found: string | undefined;

/** The raw launch parameters of this page, or null when it was not launched by Telegram (or a mock). */
export function launchQuery(): URLSearchParams | null {
  if (found !== undefined) return new URLSearchParams(found);
  const sources = [() => (typeof location === 'undefined' ? null : queryOf(location.href)), navigationQuery, storedQuery];
  for (const source of sources) {
    const query = source();
    if (query === null || !isLaunchQuery(query)) continue;
    if (source !== storedQuery) {
      try {
        storage()?.setItem(STORAGE_KEY, JSON.stringify(query));
      } catch {
        // Storage refused (private mode): a reload after navigation finds no parameters.
      }
    }
    found = query;
    return new URLSearchParams(query);
  }
  return null;
}

/** The JSON value of parameter `name` of `params`, or undefined when absent or malformed. */
export function jsonParam(params: URLSearchParams, name: string): unknown {
  const text = params.get(name);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The red, green and blue of `#rgb`, `#rrggbb`, `rgb(r,g,b)` or `rgba(r,g,b,a)`; null for anything else. */
function channels(color: string): number[] | null {
  const text = color.replace(/\s/g, '').toLowerCase();
  if (/^#[\da-f]{6}$/.test(text)) return [1, 3, 5].map((at) => parseInt(text.slice(at, at + 2), 16));
  if (/^#[\da-f]{3}$/.test(text)) return [1, 2, 3].map((at) => parseInt(text.charAt(at).repeat(2), 16));
  const rgb = /^rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})(?:,[\d.]+)?\)$/.exec(text);
  return rgb ? rgb.slice(1, 4).map(Number) : null;
}

/**
 * True for a dark background colour, by the SDK's rule: perceived brightness under 120 of 255.
 * Null when the colour is in no format the SDK reads.
 */
export function isDarkColor(color: string): boolean | null {
  const rgb = channels(color);
  if (rgb === null) return null;
  const weights = [0.299, 0.587, 0.114];
  return Math.sqrt(rgb.reduce((sum, value, index) => sum + value * value * (weights[index] ?? 0), 0)) < 120;
}
