/**
 * Every use of the Telegram SDK after boot, in the chunk `sdk.ts` loads: the start, haptics, the
 * back button, links, the live theme, and the native parts of `native-calls.ts`. Callers go through `sdk.ts`, which hands
 * these out once the SDK has started.
 */
import {
  hapticFeedbackImpactOccurred,
  hapticFeedbackNotificationOccurred,
  hapticFeedbackSelectionChanged,
  hideBackButton,
  isHapticFeedbackSupported,
  isThemeParamsDark,
  isThemeParamsMounted,
  onBackButtonClick,
  openInvoice,
  openLink,
  openTelegramLink,
  shareURL,
  showBackButton,
} from '@telegram-apps/sdk-react';
import type { ImpactStyle, NotificationKind } from './haptic-feedback.ts';

export { startTelegram } from './boot.ts';
export {
  addToHomeScreenNow,
  homeScreenStatus,
  setClosingConfirmation,
  sharePreparedMessage,
  shareStoryNow,
  showPopupNow,
} from './native-calls.ts';

/**
 * True when this Telegram client can vibrate the device.
 * @lazy used through the module sdk.ts loads on demand
 */
export function hapticsSupported(): boolean {
  try {
    return isHapticFeedbackSupported();
  } catch {
    return false;
  }
}

/** @lazy used through the module sdk.ts loads on demand */
export function impact(style: ImpactStyle): void {
  hapticFeedbackImpactOccurred.ifAvailable(style);
}

/** @lazy used through the module sdk.ts loads on demand */
export function notification(kind: NotificationKind): void {
  hapticFeedbackNotificationOccurred.ifAvailable(kind);
}

/** @lazy used through the module sdk.ts loads on demand */
export function selectionChanged(): void {
  hapticFeedbackSelectionChanged.ifAvailable();
}

/**
 * Shows the back button calling `onBack` (or hides it); returns the cleanup of the subscription.
 * @lazy used through the module sdk.ts loads on demand
 */
export function applyBackButton(visible: boolean, onBack: () => void): () => void {
  if (!visible) {
    hideBackButton.ifAvailable();
    return () => undefined;
  }
  showBackButton.ifAvailable();
  const [subscribed, off] = onBackButtonClick.ifAvailable(onBack);
  return () => {
    if (subscribed) off();
  };
}

/**
 * Opens a checked `https://t.me/...` link in Telegram; false where Telegram cannot.
 * @lazy used through the module sdk.ts loads on demand
 */
export function openTelegramLinkNow(url: string): boolean {
  return openTelegramLink.ifAvailable(url)[0];
}

/**
 * Opens Telegram's own share flow (the chat picker) for `url` with `text`; false where this
 * client cannot.
 * @lazy used through the module sdk.ts loads on demand
 */
export function shareUrlNow(url: string, text: string): boolean {
  try {
    return shareURL.ifAvailable(url, text)[0];
  } catch {
    return false;
  }
}

/**
 * Opens an external link in Telegram's browser; false where Telegram cannot.
 * @lazy used through the module sdk.ts loads on demand
 */
export function openLinkNow(url: string): boolean {
  return openLink.ifAvailable(url)[0];
}

/**
 * Telegram's theme is dark, live; null until the SDK has the theme parameters.
 * @lazy used through the module sdk.ts loads on demand
 */
export function themeIsDark(): boolean | null {
  try {
    return isThemeParamsMounted() ? isThemeParamsDark() : null;
  } catch {
    return null;
  }
}

/**
 * Calls `listener` when Telegram's theme changes; returns the unsubscribe.
 * @lazy used through the module sdk.ts loads on demand
 */
export function subscribeTheme(listener: () => void): () => void {
  const offDark = isThemeParamsDark.sub(listener);
  const offMounted = isThemeParamsMounted.sub(listener);
  return () => {
    offDark();
    offMounted();
  };
}

/**
 * Opens a Stars invoice link in Telegram's payment sheet and answers how it closed
 * (paid, cancelled, failed, pending); undefined where this client cannot open invoices.
 * @lazy used through the module sdk.ts loads on demand
 */
export async function openInvoiceNow(url: string): Promise<string | undefined> {
  if (!openInvoice.isAvailable()) return undefined;
  return openInvoice(url, 'url');
}
