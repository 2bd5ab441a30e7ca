import {
  bindViewportCssVars,
  disableVerticalSwipes,
  expandViewport,
  init,
  miniAppReady,
  mountBackButton,
  mountClosingBehavior,
  requestFullscreen,
  retrieveAndroidDeviceData,
  mountMiniAppSync,
  mountSwipeBehavior,
  mountViewport,
  setMiniAppBackgroundColor,
  setMiniAppHeaderColor,
} from '@telegram-apps/sdk-react';
import { checkColor, nearestHeaderKey, toHexColor } from '../color-rules.ts';
import { clientAtLeast, launchHeaderKeyColors, launchPlatform } from './launch-params.ts';

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
  enterFullscreen();
}

/** Phones only: on a desktop client full screen covers the whole monitor. */
const FULLSCREEN_PLATFORMS = new Set(['ios', 'android']);

/**
 * Full screen on phones (Mini Apps 8.0): Telegram's header gives way to its close and menu
 * buttons over the game, which the layout keeps clear of (the safe area and content safe area
 * insets, bound as CSS variables). A refusal leaves the app as it was.
 */
function enterFullscreen(): void {
  if (!FULLSCREEN_PLATFORMS.has(launchPlatform() ?? '') || !clientAtLeast('8.0') || !requestFullscreen.isAvailable()) return;
  // Not awaited: the boot goes on whether or when Telegram answers.
  requestFullscreen({ timeout: 10_000 }).catch((error: unknown) => {
    console.warn('full screen was refused', error);
  });
}

/**
 * Weak phones: Telegram for Android names its performance class in the user agent; on LOW the
 * game draws no particles and fewer animations (`data-performance="low"` on the root element).
 */
function markWeakDevice(): void {
  if (retrieveAndroidDeviceData().performanceClass === 'LOW') document.documentElement.dataset.performance = 'low';
}

/**
 * Starts the Telegram SDK once the launch is known (real or mocked): init, mini app with the
 * brand colours, ready, viewport (full screen on phones), no vertical swipes (they would close
 * the app mid-game), the back button and the closing confirmation. Each step is skipped when the client lacks it; none of them is fatal.
 * (`sdk.ts` loads this and calls it as `bootTelegram`.)
 * @lazy used through the module sdk.ts loads on demand
 */
export async function startTelegram(): Promise<void> {
  markWeakDevice();
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
  mountClosingBehavior.ifAvailable();
}
