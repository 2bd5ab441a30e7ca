/** Telegram's haptics: no-ops until the SDK has started (and where the client has none). */
import { startedSdk } from './sdk.ts';

/** Impact strengths Telegram knows. */
export type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft';

/** Notification kinds Telegram knows. */
export type NotificationKind = 'error' | 'success' | 'warning';

/** True when this Telegram client can vibrate the device. */
export function telegramHapticsSupported(): boolean {
  return startedSdk()?.hapticsSupported() ?? false;
}

/** One impact; a no-op where the client cannot. */
export function telegramImpact(style: ImpactStyle): void {
  startedSdk()?.impact(style);
}

/** One notification pattern; a no-op where the client cannot. */
export function telegramNotification(kind: NotificationKind): void {
  startedSdk()?.notification(kind);
}

/** The light tick of a changed selection; a no-op where the client cannot. */
export function telegramSelectionChanged(): void {
  startedSdk()?.selectionChanged();
}
