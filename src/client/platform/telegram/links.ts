import { checkTelegramLink, TELEGRAM_LINK_PREFIX } from '../platform-rules.ts';
import { afterTelegramStart } from './sdk.ts';

/** A call refused by the platform rules before it reached Telegram. */
export class PlatformRuleError extends Error {
  override name = 'PlatformRuleError';
}

function openInBrowser(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * Opens a `https://t.me/...` link inside Telegram (a channel, a bot, a chat). Outside Telegram
 * it opens in a new browser tab. Throws {@link PlatformRuleError} for any other link.
 */
export function openTelegramLink(url: string): void {
  const checked = checkTelegramLink(url);
  if (!checked.ok) throw new PlatformRuleError(checked.reason);
  const link = checked.value;
  afterTelegramStart(
    (sdk) => {
      if (!sdk.openTelegramLinkNow(link)) openInBrowser(link);
    },
    () => {
      openInBrowser(link);
    },
  );
}

/** Opens an external link in the browser Telegram chooses (a new tab outside Telegram). */
export function openExternalLink(url: string): void {
  afterTelegramStart(
    (sdk) => {
      if (!sdk.openLinkNow(url)) openInBrowser(url);
    },
    () => {
      openInBrowser(url);
    },
  );
}

/** Telegram's share screen for `url` with `text` as a link (what the SDK's share flow opens too). */
export function shareLink(url: string, text: string): string {
  return `${TELEGRAM_LINK_PREFIX}share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

/**
 * Shares `url` with `text` through Telegram's share flow (the SDK's `shareURL`: the player picks
 * chats); where the SDK cannot, opens the `t.me/share/url` link instead (a browser tab outside Telegram).
 */
export function shareUrl(url: string, text: string): void {
  const fallback = () => {
    openTelegramLink(shareLink(url, text));
  };
  afterTelegramStart((sdk) => {
    if (!sdk.shareUrlNow(url, text)) fallback();
  }, fallback);
}
