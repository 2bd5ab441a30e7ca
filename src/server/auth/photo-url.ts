/**
 * The avatar address a login may store: Telegram's launch data carries `photo_url` (an https
 * address on `t.me`, e.g. `https://t.me/i/userpic/320/<id>.svg`), and other players' screens load
 * it as an image. Signed launch data is still text from outside, so only an https address on
 * Telegram's own hosts, without credentials or a port and of bounded length, is kept; anything
 * else is null (the screens show initials).
 */

/** The longest address stored, in characters. */
export const PHOTO_URL_MAX_LENGTH = 512;

/** Hosts whose images Telegram serves avatars from: the host itself, or any subdomain of a suffix. */
const EXACT_HOSTS = new Set(['t.me']);
const HOST_SUFFIXES = ['.telegram.org', '.telegram-cdn.org'];

function telegramHost(hostname: string): boolean {
  return EXACT_HOSTS.has(hostname) || HOST_SUFFIXES.some((suffix) => hostname.endsWith(suffix) && hostname.length > suffix.length);
}

/** The address as stored (normalised by the URL parser), or null when it is not one of Telegram's https addresses. */
export function telegramPhotoUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.length > PHOTO_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  if (!telegramHost(url.hostname)) return null;
  return url.href.length > PHOTO_URL_MAX_LENGTH ? null : url.href;
}
