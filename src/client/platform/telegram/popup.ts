/**
 * Telegram's popups, all through one function that holds them to Telegram's limits
 * (docs/product.md, section 5) before the SDK is called.
 */
import { checkPopup, type PopupRequest } from '../platform-rules.ts';
import { PlatformRuleError } from './links.ts';
import { afterTelegramStart } from './sdk.ts';

/**
 * Shows `popup` and resolves the id of the button pressed, or null when it was closed without
 * one, or could not show (outside Telegram, a client before 6.2). Throws {@link PlatformRuleError}
 * for a popup Telegram would refuse: a title over 64 characters, a message not of 1 to 256, more
 * than 3 buttons, a button id over 64 or a button text not of 1 to 64.
 */
export function showTelegramPopup(popup: PopupRequest): Promise<string | null> {
  const checked = checkPopup(popup);
  if (!checked.ok) throw new PlatformRuleError(checked.reason);
  return new Promise((resolve) => {
    afterTelegramStart(
      (sdk) => {
        sdk.showPopupNow(checked.value).then(
          (id) => {
            resolve(id ?? null);
          },
          () => {
            resolve(null);
          },
        );
      },
      () => {
        resolve(null);
      },
    );
  });
}
