import { useEffect } from 'react';
import { hideBackButton, onBackButtonClick, showBackButton } from '@telegram-apps/sdk-react';

/**
 * Shows Telegram's back button while `visible` and calls `onBack` when it is pressed. Does
 * nothing outside Telegram (the functions are unavailable there).
 */
export function useBackButton(visible: boolean, onBack: () => void): void {
  useEffect(() => {
    if (!visible) {
      hideBackButton.ifAvailable();
      return undefined;
    }
    showBackButton.ifAvailable();
    const [subscribed, off] = onBackButtonClick.ifAvailable(onBack);
    return () => {
      if (subscribed) off();
    };
  }, [visible, onBack]);
}
