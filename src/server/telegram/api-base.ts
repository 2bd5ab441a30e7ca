/**
 * The Bot API's root (TELEGRAM_API_BASE): https, or plain http only to this machine (a local
 * stand-in), since every call carries the bot token in its path.
 */
import { isIP } from 'node:net';

/**
 * True for a host name that is this machine: `localhost`, or an address (parsed as one, never a
 * name that merely starts like one) in 127.0.0.0/8 or `::1`.
 */
function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  const host = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  const version = isIP(host);
  if (version === 4) return host.split('.')[0] === '127';
  // The URL parser writes IPv6 addresses compressed: `::1` however it was spelled.
  return version === 6 && host === '::1';
}

/**
 * The Bot API's root as grammY wants it (no trailing slash); refuses anything but https, or http on
 * this machine. The message never holds the token: it is not part of the base.
 */
export function botApiRoot(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error('TELEGRAM_API_BASE must be an absolute URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    throw new Error('TELEGRAM_API_BASE must be https (or http to a loopback address: 127.0.0.0/8, ::1, localhost)');
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    throw new Error('TELEGRAM_API_BASE must hold no query, fragment or credentials');
  return url.href.replace(/\/+$/, '');
}
