/**
 * Buttons that open the game. In a private chat a `web_app` button opens PUBLIC_URL inside
 * Telegram, the start parameter passed on the way Telegram passes it (`tgWebAppStartParam`); web_app
 * buttons work only in private chats, so in groups a t.me link opens the Mini App with `startapp`.
 */
import type { BotConfig } from '../config.ts';
import type { InlineButton } from '../telegram/bot-api.ts';

/** Telegram's alphabet and length for a start parameter. */
const START_PAYLOAD = /^[A-Za-z0-9_-]{1,512}$/;

/** The payload when Telegram could carry it as a start parameter, else undefined (then dropped). */
export function startPayload(raw: string | undefined): string | undefined {
  const payload = raw?.trim();
  return payload !== undefined && START_PAYLOAD.test(payload) ? payload : undefined;
}

/** The game's address with the start parameter, as a Mini App launch would carry it. */
export function gameUrl(publicUrl: string, payload: string | undefined): string {
  const url = new URL(publicUrl);
  if (payload !== undefined) url.searchParams.set('tgWebAppStartParam', payload);
  return url.href;
}

/** `https://t.me/<bot>[/<app>]?startapp=<payload>`: opens the Mini App from any chat. */
export function directLink(botUsername: string, appName: string | undefined, payload: string | undefined): string {
  const url = new URL(`https://t.me/${botUsername}${appName === undefined ? '' : `/${appName}`}`);
  url.searchParams.set('startapp', payload ?? '');
  return url.href;
}

/** The web_app button of a private chat; undefined without PUBLIC_URL. */
export function playButton(config: BotConfig, text: string, payload?: string): InlineButton | undefined {
  return config.publicUrl === undefined ? undefined : { text, web_app: { url: gameUrl(config.publicUrl, payload) } };
}
