import { useSyncExternalStore } from 'react';
import { launchThemeIsDark } from './launch-params.ts';
import { startedSdk, whenTelegramStarted } from './sdk.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribePreference(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/**
 * Telegram's theme is dark now: live from the SDK once it has started, from the launch's theme
 * parameters before (what the SDK starts with), the browser's preference outside Telegram.
 */
export function telegramIsDark(): boolean {
  return startedSdk()?.themeIsDark() ?? launchThemeIsDark() ?? prefersDark();
}

function subscribe(onChange: () => void): () => void {
  const offPreference = subscribePreference(onChange);
  let offTelegram: (() => void) | undefined;
  const cancel = whenTelegramStarted((sdk) => {
    offTelegram = sdk.subscribeTheme(onChange);
    onChange();
  });
  return () => {
    offPreference();
    cancel();
    offTelegram?.();
  };
}

/** True when Telegram's theme is dark (it follows the user's Telegram theme live). */
export function useTelegramIsDark(): boolean {
  return useSyncExternalStore(subscribe, telegramIsDark, () => false);
}
