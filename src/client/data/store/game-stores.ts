/**
 * The game stores of one data client, one per season type, made on first use; with the count of
 * every season's pending actions the connection status shows.
 */
import type { SeasonType } from '../storage/db-rows.ts';
import { createGameStore, type GameStore, type GameStoreDeps } from './game-store.ts';

export interface GameStores {
  of(seasonType: SeasonType): GameStore;
  /** Re-reads every store from Dexie (a test that wrote the database directly). */
  reload(): Promise<void>;
  /** Actions waiting for an answer, every season type. */
  pendingCount: () => number;
  /** Calls `listener` whenever any store changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createGameStores(deps: Omit<GameStoreDeps, 'seasonType'>): GameStores {
  const stores = new Map<SeasonType, GameStore>();
  const listeners = new Set<() => void>();

  function of(seasonType: SeasonType): GameStore {
    let store = stores.get(seasonType);
    if (store === undefined) {
      store = createGameStore({ ...deps, seasonType });
      stores.set(seasonType, store);
      // Subscribing loads the store from Dexie.
      store.subscribe(() => {
        for (const listener of listeners) listener();
      });
    }
    return store;
  }

  const all: SeasonType[] = ['main', 'event'];
  // Made (and loaded from Dexie) at once: the cached farm paints before any network.
  for (const seasonType of all) of(seasonType);
  return {
    of,
    async reload() {
      await Promise.all(all.map((seasonType) => of(seasonType).load()));
    },
    pendingCount: () => all.map(of).reduce((sum, store) => sum + store.pending().length, 0),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
