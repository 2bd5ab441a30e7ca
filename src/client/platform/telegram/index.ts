/**
 * The Telegram platform: the only place that talks to the Telegram SDK. The rest of the client
 * imports from here.
 */
export { resolveLaunch, type LaunchKind } from './launch.ts';
export { bootTelegram, BRAND_DARK_BROWN } from './boot.ts';
export { rawInitData, rawStartParam, launchStartParam, launchUser, hasLaunchParams, type LaunchUser } from './launch-params.ts';
export { devLaunchRequest, devLaunchUrl, DEFAULT_DEV_USER, type DevLaunchRequest } from './dev-launch.ts';
export { useBackButton } from './back-button.ts';
export { useTelegramIsDark, telegramIsDark } from './theme.ts';
export { openTelegramLink, openExternalLink, showPopup, PlatformRuleError } from './links.ts';
export {
  telegramHapticsSupported,
  telegramImpact,
  telegramNotification,
  telegramSelectionChanged,
  type ImpactStyle,
  type NotificationKind,
} from './haptic-feedback.ts';
