/** The product's channel, where the error screen's Telegram link leads when nothing is configured. */
export const DEFAULT_CHANNEL_URL = 'https://t.me/harvesthub';

/** The configured return URL (`VITE_CHANNEL_URL` at build time), else the default channel. */
export function channelUrl(): string {
  const configured: unknown = import.meta.env.VITE_CHANNEL_URL;
  return typeof configured === 'string' && configured.length > 0 ? configured : DEFAULT_CHANNEL_URL;
}
