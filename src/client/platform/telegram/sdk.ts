/**
 * The Telegram SDK, loaded apart from the first render. The shell boots on the launch parameters
 * (read without the SDK) and paints the farm while the SDK's code (tens of KB) downloads; then
 * `bootTelegram` starts it: ready, the brand colours, the viewport, swipes, the back button.
 * Until it has started, haptics do nothing and links, popups and the back button wait for it.
 */
import { yieldToMain } from '../yield.ts';

type SdkCalls = typeof import('./sdk-calls.ts');

let loading: Promise<SdkCalls> | undefined;
let booting: Promise<void> | undefined;
let started: SdkCalls | undefined;
const waiting = new Set<(sdk: SdkCalls) => void>();

function loadSdk(): Promise<SdkCalls> {
  loading ??= import('./sdk-calls.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Loads and starts the Telegram SDK (once) when the launch is known (real or mocked). Each step is
 * skipped when the client lacks it; the returned promise rejects when the SDK could not start, and
 * then the game goes on without it (as outside Telegram).
 */
export function bootTelegram(): Promise<void> {
  booting ??= (async () => {
    const sdk = await loadSdk();
    // Evaluating the SDK's code and starting it are each tens of ms on a phone: two tasks, not one.
    await yieldToMain();
    // A start that fails leaves the SDK unused: without a bridge to Telegram (its launch
    // parameters opened in a plain browser) every call throws, and a haptic that threw took an
    // action's whole feedback with it. Haptics then stay still and links open in the browser.
    await sdk.startTelegram();
    started = sdk;
    for (const use of waiting) use(sdk);
    waiting.clear();
  })();
  return booting;
}

/** The SDK's calls once it has started (undefined before, and outside Telegram). */
export function startedSdk(): SdkCalls | undefined {
  return started;
}

/** Runs `use` once the SDK has started (at once if it has); returns the cancel. */
export function whenTelegramStarted(use: (sdk: SdkCalls) => void): () => void {
  if (started) {
    use(started);
    return () => undefined;
  }
  waiting.add(use);
  return () => {
    waiting.delete(use);
  };
}

/**
 * Runs `use` with the started SDK: at once, or once it has started; `fallback` when it is not
 * starting (outside Telegram) or could not load.
 */
export function afterTelegramStart(use: (sdk: SdkCalls) => void, fallback: () => void): void {
  if (started) use(started);
  else if (booting === undefined) fallback();
  else {
    booting.then(
      () => {
        whenTelegramStarted(use);
      },
      () => {
        if (started) use(started);
        else fallback();
      },
    );
  }
}
