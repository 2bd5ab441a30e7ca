/**
 * A data client: one database, one request layer, one outbox, one emitter. The app's root makes
 * one at boot and gives it to the screens through `DataProvider` (provider.ts); tests make as
 * many as they like (a reload is a new client on the same database).
 */
import type { Action } from '#domain/actions';
import type { AdCardKind } from '#domain/catalog-types';
import { createDataContext, type DataContext } from './context.ts';
import { GameDatabase } from './storage/db.ts';
import type { Settings } from './storage/settings-defaults.ts';
import { watchVersionChange } from './storage/db-guard.ts';
import type { SeasonType } from './storage/db-rows.ts';
import { resolveDeps, type DataDeps } from './deps.ts';
import { createDataEmitter, type DataEmitter } from './events.ts';
import type { FlushScheduler } from './network/flush-scheduler.ts';
import type { FlushResult } from './network/flush.ts';
import { lazyFlushScheduler, loadNetwork, withNetwork } from './network-loader.ts';
import { recordOpening } from './storage/opening.ts';
import { restoreCatalog } from './storage/catalog.ts';
import { storeWallet } from './storage/wallet.ts';
import type { ActOutcome } from './store/game-store.ts';
import { reportClientError, type ClientErrorReport } from './transport/report.ts';
import { createResync, documentVisible } from './sync/resync.ts';
import { createServerClock } from './sync/server-clock.ts';

/** What the app gives: the two functions only it has, plus any default to replace. */
export type DataOptions = Partial<DataDeps> &
  Pick<DataDeps, 'launchData' | 'reload'> & {
    db?: GameDatabase | undefined;
    /** The settings the boot read from `db`. */
    settings?: Settings | undefined;
  };

export interface DataClient {
  readonly context: DataContext;
  readonly events: DataEmitter;
  /** Restores the clock, starts the outbox and syncs every season type; resolves after the first sync attempt. */
  start(): Promise<void>;
  stop(): void;
  /** A player action: applied to the game store's view at once, stored in the outbox, then sent. */
  act(action: Action, seasonType?: SeasonType): Promise<ActOutcome>;
  /** The server's ad-view token for an ad of `card` starting now (its claim carries it); undefined offline or refused. */
  startAdView(card: AdCardKind): Promise<string | undefined>;
  flush(): Promise<FlushResult | undefined>;
  /** Fetches the snapshots and lists again; false when the network failed (the cache stays). */
  sync(): Promise<boolean>;
  report(report: ClientErrorReport): void;
  /**
   * Keeps the TON wallet the player connected (null: disconnected) and sends it on game-user at
   * once; false when that sync failed (the wallet goes with the next one).
   */
  linkWallet(address: string | null): Promise<boolean>;
  /** Server time now, ms. */
  serverNow(): number;
  /** The build id of the last `Version` header seen, if any. */
  serverVersion(): string | undefined;
  /**
   * What keeps the game closed now: the last `banned` or `no-active-season` since the last sync
   * that went through. The app reads it as it starts listening: the first sync may meet it before
   * the app's first commit (`main.tsx` starts the sync beside the first render).
   */
  blocked(): Blocked | undefined;
}

/** A condition that closes the game, as its event said it. */
export type Blocked = { kind: 'banned'; message: string } | { kind: 'no-active-season'; message: string };

export function createDataClient(options: DataOptions): DataClient {
  const { db: givenDb, settings, ...given } = options;
  const deps = resolveDeps(given);
  const db = givenDb ?? new GameDatabase();
  const emitter = createDataEmitter();
  const isClosingForUpgrade = watchVersionChange(db, deps.reload);
  const context = createDataContext({
    deps,
    db,
    emitter,
    clock: createServerClock(deps.now),
    isClosingForUpgrade,
    ...(settings && { settings }),
  });
  // The requests' code loads apart from the first render; start fetching it now.
  loadNetwork().catch(() => undefined);
  const scheduler: FlushScheduler = lazyFlushScheduler(context, deps.flushTriggers);
  // False (nothing synced) when the network code cannot be loaded.
  const syncAll = () => withNetwork((network) => network.syncAll(context), false);
  const resync = createResync({
    run: async () => {
      await scheduler.flush();
      if ((await db.outbox.count()) === 0) await syncAll();
    },
    triggers: deps.flushTriggers,
    intervalMs: deps.resyncIntervalMs,
    minGapMs: deps.resyncMinGapMs,
    now: deps.wallNow,
    visible: documentVisible,
  });
  emitter.on('messages-queued', () => void scheduler.flush());
  let blocked: Blocked | undefined;
  emitter.on('*', (type, event) => {
    if (type === 'sync-done') blocked = undefined;
    else if (type === 'banned' || type === 'no-active-season') blocked = { kind: type, message: (event as Blocked).message };
  });

  return {
    context,
    events: emitter,
    async start() {
      await restoreCatalog(db, context.catalog).catch(() => undefined);
      // The pending actions rebased on the catalog this device last saw.
      await context.games.reload().catch(() => undefined);
      const offset = await db.meta.get('serverOffset').catch(() => undefined);
      context.clock.restore(offset?.value);
      // The opening in server time: at once when the clock's offset is known, else once the first
      // sync has told it (a device clock minutes off would bring the tractor at once, or late).
      const known = offset !== undefined;
      if (known) await recordOpening(context).catch(() => undefined);
      scheduler.start();
      resync.start();
      await syncAll();
      if (!known) await recordOpening(context).catch(() => undefined);
    },
    stop() {
      scheduler.stop();
      resync.stop();
    },
    async act(action, seasonType = 'main') {
      const outcome = await context.games.of(seasonType).act(action);
      if (outcome.ok) void scheduler.flush();
      else emitter.emit('toast', { reason: outcome.reason, source: `action:${action.type}` });
      return outcome;
    },
    startAdView: (card) => withNetwork((network) => network.requestAdView(context, card), undefined).catch(() => undefined),
    flush: () => scheduler.flush(),
    sync: syncAll,
    blocked: () => blocked,
    report: (report) => {
      reportClientError(context, report);
    },
    async linkWallet(address) {
      await storeWallet(db, address);
      return syncAll();
    },
    serverNow: () => context.clock.now(),
    serverVersion: () => context.http.serverVersion,
  };
}
