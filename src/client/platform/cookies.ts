/** Options of a cookie this app writes. */
export interface CookieOptions {
  /** Lifetime in days. */
  days: number;
  path?: string;
  sameSite?: 'lax' | 'strict' | 'none';
}

/** The value of a cookie of this page, or null. */
export function readCookie(name: string, source: string = document.cookie): string | null {
  for (const pair of source.split(';')) {
    const cut = pair.indexOf('=');
    if (cut < 0 || pair.slice(0, cut).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(cut + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that stores a cookie (path `/` and SameSite lax by default). */
export function cookieString(name: string, value: string, options: CookieOptions, now: Date = new Date()): string {
  const expires = new Date(now.getTime() + options.days * 86_400_000);
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; Max-Age=${options.days * 86_400}; Path=${options.path ?? '/'}; SameSite=${options.sameSite ?? 'lax'}${secure}`;
}

/** Stores a cookie for this page. */
export function writeCookie(name: string, value: string, options: CookieOptions): void {
  document.cookie = cookieString(name, value, options);
}
