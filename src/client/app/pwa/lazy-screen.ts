/**
 * Screens loaded on first visit, with the chunk-failure recovery and a `preload()` the prefetch
 * policy calls ahead of time.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadLaterMessages } from '../../i18n/i18n.ts';
import { importWithRecovery } from './chunk-recovery.ts';

/** A lazily loaded screen that can be fetched before it is shown. */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Loads the screen's code; never rejects (a failed preload is tried again by the next one). */
  preload: () => Promise<void>;
};

/** True for a component made by {@link lazyScreen}. */
export function isLazyScreen(value: unknown): value is LazyScreen {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    'preload' in value &&
    typeof value.preload === 'function'
  );
}

/**
 * A screen whose code `code` fetches, with the later messages (src/client/i18n/i18n.ts). Showing
 * it runs the imports under the chunk recovery (a failure reloads the page once); a preload runs
 * them plainly, so a failed background fetch never reloads the page under the player's fingers.
 */
export function lazyScreen(code: () => Promise<ComponentType>): LazyScreen {
  const load = () => Promise.all([code(), loadLaterMessages()]).then(([screen]) => screen);
  let preloaded: Promise<void> | undefined;
  const Screen = lazy(async () => ({ default: await importWithRecovery(load) }));
  const preload = (): Promise<void> => {
    preloaded ??= load().then(
      () => undefined,
      (error: unknown) => {
        preloaded = undefined;
        console.warn('a screen could not be preloaded', error);
      },
    );
    return preloaded;
  };
  return Object.assign(Screen, { preload });
}
