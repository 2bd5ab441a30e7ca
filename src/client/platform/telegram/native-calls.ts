/**
 * The Mini App's native parts after boot (docs/operations.md, "In the Mini App"): the closing
 * confirmation, the home screen, Telegram's share sheet and story editor, and popups. Each call
 * is guarded by the version the client reports and by the SDK's own check of the method; callers
 * go through `sdk.ts`, which hands these out once the SDK has started (`sdk-calls.ts` re-exports them).
 */
import {
  addToHomeScreen,
  checkHomeScreenStatus,
  disableClosingConfirmation,
  enableClosingConfirmation,
  isClosingBehaviorMounted,
  shareMessage,
  shareStory,
  showPopup,
} from '@telegram-apps/sdk-react';
import type { PopupRequest } from '../platform-rules.ts';
import { clientAtLeast } from './launch-params.ts';

/**
 * Asks Telegram to confirm before the player closes the app (`on`), or not.
 * @lazy used through the module sdk.ts loads on demand
 */
export function setClosingConfirmation(on: boolean): void {
  if (!clientAtLeast('6.2') || !isClosingBehaviorMounted()) return;
  if (on) enableClosingConfirmation.ifAvailable();
  else disableClosingConfirmation.ifAvailable();
}

/**
 * Whether the game is on the device's home screen: `added`, `missed`, `unknown` or `unsupported`
 * (also for clients before 8.0, and when Telegram does not answer).
 * @lazy used through the module sdk.ts loads on demand
 */
export async function homeScreenStatus(): Promise<string> {
  if (!clientAtLeast('8.0') || !checkHomeScreenStatus.isAvailable()) return 'unsupported';
  try {
    return await checkHomeScreenStatus({ timeout: 5_000 });
  } catch {
    return 'unsupported';
  }
}

/**
 * Asks Telegram to add the game to the home screen (its own dialog); false where it cannot.
 * @lazy used through the module sdk.ts loads on demand
 */
export function addToHomeScreenNow(): boolean {
  if (!clientAtLeast('8.0')) return false;
  return addToHomeScreen.ifAvailable()[0];
}

/**
 * Opens Telegram's share sheet for the message the bot prepared (`savePreparedInlineMessage`);
 * false where this client cannot (before 8.0), true once the sheet closed (shared or not).
 * @lazy used through the module sdk.ts loads on demand
 */
export async function sharePreparedMessage(id: string): Promise<boolean> {
  if (!clientAtLeast('8.0') || !shareMessage.isAvailable()) return false;
  try {
    await shareMessage(id);
  } catch {
    // The player closed the sheet without sending (Telegram answers `prepared_message_failed`).
  }
  return true;
}

/**
 * Opens Telegram's story editor on the picture at `mediaUrl` (https) with `text` and, when given,
 * a link widget; false where this client cannot (before 7.8).
 * @lazy used through the module sdk.ts loads on demand
 */
export function shareStoryNow(mediaUrl: string, text: string, link: { url: string; name: string } | undefined): boolean {
  if (!clientAtLeast('7.8')) return false;
  return shareStory.ifAvailable(mediaUrl, link === undefined ? { text } : { text, widgetLink: link })[0];
}

/**
 * Shows a checked popup and answers the id of the button pressed (null when closed without one);
 * undefined where this client has no popups (before 6.2).
 * @lazy used through the module sdk.ts loads on demand
 */
export async function showPopupNow(popup: PopupRequest): Promise<string | null | undefined> {
  if (!clientAtLeast('6.2') || !showPopup.isAvailable()) return undefined;
  const buttons = popup.buttons.map((button) => ({ id: button.id, text: button.text, type: button.kind ?? 'default' }));
  // No buttons: Telegram's own "Close".
  return showPopup({ title: popup.title ?? '', message: popup.message, ...(buttons.length > 0 ? { buttons } : {}) });
}
