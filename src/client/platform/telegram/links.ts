import { openLink as sdkOpenLink, openTelegramLink as sdkOpenTelegramLink, showPopup as sdkShowPopup } from '@telegram-apps/sdk-react';
import { checkPopup, checkTelegramLink, type PopupOptions } from '../platform-rules.ts';

/** A call refused by the platform rules before it reached Telegram. */
export class PlatformRuleError extends Error {
  override name = 'PlatformRuleError';
}

/**
 * Opens a `https://t.me/...` link inside Telegram (a channel, a bot, a chat). Outside Telegram
 * it opens in a new browser tab. Throws {@link PlatformRuleError} for any other link.
 */
export function openTelegramLink(url: string): void {
  const checked = checkTelegramLink(url);
  if (!checked.ok) throw new PlatformRuleError(checked.reason);
  const [opened] = sdkOpenTelegramLink.ifAvailable(checked.value);
  if (!opened) window.open(checked.value, '_blank', 'noopener');
}

/** Opens an external link in the browser Telegram chooses (a new tab outside Telegram). */
export function openExternalLink(url: string): void {
  const [opened] = sdkOpenLink.ifAvailable(url);
  if (!opened) window.open(url, '_blank', 'noopener');
}

/**
 * Shows a native popup and resolves with the id of the pressed button (null when dismissed).
 * Throws {@link PlatformRuleError} when the popup breaks Telegram's limits; resolves null where
 * popups are unavailable.
 */
export async function showPopup(options: PopupOptions): Promise<string | null> {
  const checked = checkPopup(options);
  if (!checked.ok) throw new PlatformRuleError(checked.reason);
  const [opened, result] = sdkShowPopup.ifAvailable(checked.value);
  return opened ? await result : null;
}
