/**
 * The Telegram platform: the only place that talks to the Telegram SDK. The rest of the client
 * imports from here. The launch parameters are read without the SDK, so the shell boots and
 * paints while the SDK's code loads (see sdk.ts).
 */
export { resolveLaunch, type LaunchKind } from './launch.ts';
export { bootTelegram } from './sdk.ts';
export { rawInitData, rawStartParam, launchStartParam, launchUser, hasLaunchParams, type LaunchUser } from './launch-params.ts';
export { takeEarlyLogin } from './early-login.ts';
export { useBackButton } from './back-button.ts';
export { useTelegramIsDark, telegramIsDark } from './theme.ts';
export { openTelegramLink, openExternalLink, shareUrl, PlatformRuleError } from './links.ts';
export { openStarsInvoice, type InvoiceOutcome } from './invoice.ts';
export { showTelegramPopup } from './popup.ts';
export { addToHomeScreen, canShareStory, homeScreenStatus, shareFarmStory, shareInvite, useClosingConfirmation } from './native.ts';
export {
  telegramHapticsSupported,
  telegramImpact,
  telegramNotification,
  telegramSelectionChanged,
  type ImpactStyle,
  type NotificationKind,
} from './haptic-feedback.ts';
