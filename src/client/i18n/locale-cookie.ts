import { readCookie, writeCookie } from '../platform/cookies.ts';
import { isLocale, type Locale } from './locales.ts';

/** The cookie that keeps the player's locale. */
export const LOCALE_COOKIE = 'locale';

/** The locale cookie lives 365 days, path `/`, SameSite lax (docs/product.md, section 1). */
export const LOCALE_COOKIE_DAYS = 365;

/** The locale kept in the cookie, or null. */
export function readLocaleCookie(): Locale | null {
  const value = readCookie(LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** Keeps the player's locale for a year. */
export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS, path: '/', sameSite: 'lax' });
}
