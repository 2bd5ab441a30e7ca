import { isThemeParamsDark, isThemeParamsMounted, useSignal } from '@telegram-apps/sdk-react';
import { useSyncExternalStore } from 'react';

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
 * True when Telegram's theme is dark (it follows the user's Telegram theme live). Before the
 * SDK has theme parameters, the browser's preference stands in.
 */
export function useTelegramIsDark(): boolean {
  const mounted = useSignal(isThemeParamsMounted);
  const telegramDark = useSignal(isThemeParamsDark);
  const browserDark = useSyncExternalStore(subscribePreference, prefersDark, () => false);
  return mounted ? telegramDark : browserDark;
}

/** Telegram's theme is dark now (the browser's preference before the SDK has theme parameters). */
export function telegramIsDark(): boolean {
  try {
    return isThemeParamsMounted() ? isThemeParamsDark() : prefersDark();
  } catch {
    return prefersDark();
  }
}
