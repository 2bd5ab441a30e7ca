import {
  hapticFeedbackImpactOccurred,
  hapticFeedbackNotificationOccurred,
  hapticFeedbackSelectionChanged,
  isHapticFeedbackSupported,
} from '@telegram-apps/sdk-react';

/** Impact strengths Telegram knows. */
export type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft';

/** Notification kinds Telegram knows. */
export type NotificationKind = 'error' | 'success' | 'warning';

/** True when this Telegram client can vibrate the device. */
export function telegramHapticsSupported(): boolean {
  try {
    return isHapticFeedbackSupported();
  } catch {
    return false;
  }
}

/** One impact; a no-op where the client cannot. */
export function telegramImpact(style: ImpactStyle): void {
  hapticFeedbackImpactOccurred.ifAvailable(style);
}

/** One notification pattern; a no-op where the client cannot. */
export function telegramNotification(kind: NotificationKind): void {
  hapticFeedbackNotificationOccurred.ifAvailable(kind);
}

/** The light tick of a changed selection; a no-op where the client cannot. */
export function telegramSelectionChanged(): void {
  hapticFeedbackSelectionChanged.ifAvailable();
}
