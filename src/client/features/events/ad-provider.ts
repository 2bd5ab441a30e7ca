/**
 * The ad behind a reward card comes from an ad provider: one small interface, so the game does not
 * care which network serves it. Production uses the ad network's SDK (Adsgram, the network built
 * for Telegram Mini Apps) when a block id is configured at build time (`VITE_ADSGRAM_BLOCK_ID`);
 * development and tests use a provider that shows a short countdown screen instead of an ad.
 */
import { AD_MIN_VIEW_MS } from '#domain/ad-cards';
import type { AdCardKind } from '#domain/catalog-types';

/** How an ad ended: watched to the end, closed early, or none could be shown. */
export type AdOutcome = 'completed' | 'skipped' | 'unavailable';

export interface AdProvider {
  /** Shows one ad for the card `kind`; resolves when it is over. Never rejects. */
  show(kind: AdCardKind): Promise<AdOutcome>;
}

/** An ad the development provider is showing: the screen counts down to `endsAt` (client ms). */
export interface DevAd {
  kind: AdCardKind;
  endsAt: number;
}

/** The development provider, with what its countdown screen needs. */
export interface DevAdProvider extends AdProvider {
  readonly durationMs: number;
  /** The ad on screen, or null. */
  current: () => DevAd | null;
  subscribe: (listener: () => void) => () => void;
  /** The countdown reached zero: the ad was watched. */
  finish: () => void;
  /** The player closed the screen early. */
  skip: () => void;
}

/** A provider that "shows" a countdown of `durationMs` as the ad (by default the shortest ad the server accepts a claim after). */
export function createDevAdProvider(durationMs = AD_MIN_VIEW_MS, clock: () => number = Date.now): DevAdProvider {
  let ad: DevAd | null = null;
  let settle: ((outcome: AdOutcome) => void) | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const end = (outcome: AdOutcome) => {
    const done = settle;
    ad = null;
    settle = null;
    emit();
    done?.(outcome);
  };
  return {
    durationMs,
    show(kind) {
      // One ad at a time: a second request while one runs gets none.
      if (ad !== null) return Promise.resolve('unavailable');
      ad = { kind, endsAt: clock() + durationMs };
      emit();
      return new Promise((resolve) => {
        settle = resolve;
      });
    },
    current: () => ad,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    finish: () => {
      end('completed');
    },
    skip: () => {
      end('skipped');
    },
  };
}
