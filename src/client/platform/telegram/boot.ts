import {
  bindViewportCssVars,
  disableVerticalSwipes,
  expandViewport,
  init,
  miniAppReady,
  mountBackButton,
  mountMiniAppSync,
  mountSwipeBehavior,
  mountViewport,
  setMiniAppBackgroundColor,
  setMiniAppHeaderColor,
} from '@telegram-apps/sdk-react';
import { checkColor, nearestHeaderKey, toHexColor } from '../platform-rules.ts';
import { launchHeaderKeyColors } from './launch-params.ts';

/** The product's dark brown: Telegram paints its header and the page background with it. */
const BRAND_DARK_BROWN = '#3b2314';

/**
 * Paints Telegram's header and background. Clients older than 6.9 take a theme colour key for the
 * header, not a colour: the key whose colour is nearest the brown.
 */
function paintChrome(color: string): void {
  const checked = checkColor(color);
  if (!checked.ok) throw new Error(checked.reason);
  const hex = toHexColor(checked.value);
  setMiniAppBackgroundColor.ifAvailable(hex);
  if (setMiniAppHeaderColor.isAvailable()) {
    setMiniAppHeaderColor(setMiniAppHeaderColor.supports.rgb() ? hex : nearestHeaderKey(hex, launchHeaderKeyColors()));
  }
}

/** Mounts the viewport, expands it and binds `--tg-viewport-*` (layout uses the stable height). */
async function prepareViewport(): Promise<void> {
  if (!mountViewport.isAvailable()) return;
  try {
    await mountViewport();
  } catch (error) {
    console.warn('the viewport could not be mounted', error);
    return;
  }
  expandViewport.ifAvailable();
  bindViewportCssVars.ifAvailable();
}

/**
 * Starts the Telegram SDK once the launch is known (real or mocked): init, mini app with the
 * brand colours, ready, viewport, no vertical swipes (they would close the app mid-game), and
 * the back button. Each step is skipped when the client lacks it; none of them is fatal.
 * (`sdk.ts` loads this and calls it as `bootTelegram`.)
 * @lazy used through the module sdk.ts loads on demand
 */
export async function startTelegram(): Promise<void> {
  init();
  mountMiniAppSync.ifAvailable();
  paintChrome(BRAND_DARK_BROWN);
  miniAppReady.ifAvailable();
  await prepareViewport();
  if (mountSwipeBehavior.isAvailable()) {
    mountSwipeBehavior();
    disableVerticalSwipes.ifAvailable();
  }
  mountBackButton.ifAvailable();
}
