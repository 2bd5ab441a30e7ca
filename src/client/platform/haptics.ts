import {
  telegramHapticsSupported,
  telegramImpact,
  telegramNotification,
  telegramSelectionChanged,
  type ImpactStyle,
  type NotificationKind,
} from './telegram/index.ts';

export type { ImpactStyle, NotificationKind };

/** Follows the vibration setting (on by default); the shell keeps it in step with settings. */
let vibrationOn = true;

/** Turns haptic feedback on or off (the settings' vibration toggle). */
export function setVibration(on: boolean): void {
  vibrationOn = on;
}

/** True when a haptic would actually be felt: the setting is on and the device supports it. */
export function hapticsActive(): boolean {
  return vibrationOn && telegramHapticsSupported();
}

/** A tap of the given strength (a button press: light; a purchase: medium; a harvest: heavy). */
export function hapticImpact(style: ImpactStyle): void {
  if (hapticsActive()) telegramImpact(style);
}

/** The pattern for an outcome: success, warning or error. */
export function hapticNotification(kind: NotificationKind): void {
  if (hapticsActive()) telegramNotification(kind);
}

/** The light tick of a picker or tab changing. */
export function hapticSelection(): void {
  if (hapticsActive()) telegramSelectionChanged();
}
