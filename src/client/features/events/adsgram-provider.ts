/**
 * The production ad provider: Adsgram's rewarded-video SDK, loaded on first use. The SDK resolves
 * `show()` with `done: true` when the ad was watched to the end and rejects when it was skipped or
 * none was available.
 */
import type { AdOutcome, AdProvider } from './ad-provider.ts';

const SDK_URL = 'https://sad.adsgram.ai/js/sad.min.js';

interface AdsgramResult {
  done: boolean;
  error: boolean;
  state: string;
  description: string;
}

interface AdsgramController {
  show(): Promise<AdsgramResult>;
}

interface AdsgramGlobal {
  init(options: { blockId: string }): AdsgramController;
}

function adsgram(): AdsgramGlobal | undefined {
  return (globalThis as { Adsgram?: AdsgramGlobal }).Adsgram;
}

let loading: Promise<AdsgramGlobal | undefined> | undefined;

/** Loads the SDK script once; resolves undefined when it cannot be loaded (blocked, offline). */
function loadSdk(): Promise<AdsgramGlobal | undefined> {
  loading ??= new Promise((resolve) => {
    if (adsgram()) {
      resolve(adsgram());
      return;
    }
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => {
      resolve(adsgram());
    };
    script.onerror = () => {
      loading = undefined;
      resolve(undefined);
    };
    document.head.append(script);
  });
  return loading;
}

/** An Adsgram provider for the block `blockId` (one rewarded block serves every card). */
export function createAdsgramProvider(blockId: string): AdProvider {
  let controller: AdsgramController | undefined;
  return {
    async show() {
      const sdk = await loadSdk();
      if (!sdk) return 'unavailable';
      controller ??= sdk.init({ blockId });
      try {
        const result = await controller.show();
        return result.done ? 'completed' : 'skipped';
      } catch (error) {
        const state = (error as Partial<AdsgramResult> | undefined)?.state;
        return state === 'load' || state === 'render' ? 'unavailable' : ('skipped' satisfies AdOutcome);
      }
    },
  };
}
