import { useEffect } from 'react';
import { whenTelegramStarted } from './sdk.ts';

/**
 * Shows Telegram's back button while `visible` and calls `onBack` when it is pressed (once the
 * SDK has started). Does nothing outside Telegram (the functions are unavailable there).
 */
export function useBackButton(visible: boolean, onBack: () => void): void {
  useEffect(() => {
    let release: (() => void) | undefined;
    const cancel = whenTelegramStarted((sdk) => {
      release = sdk.applyBackButton(visible, onBack);
    });
    return () => {
      cancel();
      release?.();
    };
  }, [visible, onBack]);
}
