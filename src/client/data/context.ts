/** The one object every part of a data client shares: its dependencies, database, emitter, clock. */
import type { DataDeps } from './deps.ts';
import type { GameDatabase } from './storage/db.ts';
import type { DataEmitter } from './events.ts';
import type { ServerClock } from './sync/server-clock.ts';
import type { SessionRow } from './storage/db-rows.ts';
import type { GameUserResponse, OpeningLists } from '#protocol/game-user';
import { firstCatalog, catalogOf, type CatalogInForce } from './storage/catalog.ts';
import { createGameStores, type GameStores } from './store/game-stores.ts';
import { DEFAULT_SETTINGS, type Settings } from './storage/settings-defaults.ts';

/** A login's outcome: the stored session, and the snapshot and lists when the login was asked for them. */
export interface LoginResult {
  session: SessionRow;
  snapshot: GameUserResponse | undefined;
  /** The lists the sync reads, answered with the snapshot. */
  lists: OpeningLists | undefined;
}

/** Per-client state of the request layer (in memory; what must survive a reload is in Dexie). */
export interface HttpState {
  /** The login under way, so concurrent requests share it. */
  login: Promise<LoginResult> | undefined;
  /** The re-login and reload under way, started by the first request that lost the session. */
  relogin: Promise<void> | undefined;
  /** Cache of the stored reload delay, ms; undefined until read. */
  reloadDelayMs: number | undefined;
  /** The last `Version` header seen. */
  serverVersion: string | undefined;
  /** Set once a reload was asked for, so nothing asks twice. */
  reloading: boolean;
  /** When each failure (kind, endpoint, message, stack) was reported, client ms: each is sent once. */
  reported: Map<string, number>;
  /** When the reports of the last minute left, client ms (reports are rate-limited). */
  reportTimes: number[];
}

export interface DataContext {
  deps: DataDeps;
  db: GameDatabase;
  emitter: DataEmitter;
  clock: ServerClock;
  http: HttpState;
  /** True once another tab upgrades the schema: the database stays closed until the reload. */
  isClosingForUpgrade: () => boolean;
  /** The catalog the rules run on here (the version the server last named). */
  catalog: CatalogInForce;
  /** The game stores, one per season type: what the screens render (store/game-store.ts). */
  games: GameStores;
  /** The last settings read or written (at first those the boot read), so a screen starts from them. */
  settings: Settings;
}

export function createHttpState(): HttpState {
  return {
    login: undefined,
    relogin: undefined,
    reloadDelayMs: undefined,
    serverVersion: undefined,
    reloading: false,
    reported: new Map(),
    reportTimes: [],
  };
}

/** Asks the app to reload, once. */
export function reloadOnce(context: DataContext): void {
  if (context.http.reloading) return;
  context.http.reloading = true;
  context.deps.reload();
}

/** A context over `db`; the client wires the version-change watch into `isClosingForUpgrade`. */
export function createDataContext(
  parts: Omit<DataContext, 'http' | 'isClosingForUpgrade' | 'catalog' | 'games' | 'settings'> &
    Partial<Pick<DataContext, 'isClosingForUpgrade' | 'settings'>>,
): DataContext {
  const catalog = firstCatalog();
  const isClosingForUpgrade = parts.isClosingForUpgrade ?? (() => false);
  const games = createGameStores({
    db: parts.db,
    emitter: parts.emitter,
    isClosingForUpgrade,
    newKey: () => parts.deps.newKey(),
    now: () => parts.clock.now(),
    catalog: () => catalogOf(catalog),
    announce: (key, type, result) => {
      parts.emitter.emit('prize-arrived', { key, type, result });
    },
  });
  return { http: createHttpState(), settings: DEFAULT_SETTINGS, ...parts, isClosingForUpgrade, catalog, games };
}
