/**
 * A data client: one database, one request layer, one outbox, one emitter. The app makes one with
 * `configureData` at boot; tests make as many as they like (a reload is a new client on the same
 * database).
 */
import type { Action } from '#domain/actions';
import type { AdCardKind } from '#domain/catalog-types';
import { isReason } from '#domain/result';
import { REASON_MESSAGES } from '#protocol/reasons';
import { createDataContext, type DataContext } from './context.ts';
import { database, setDatabase, type GameDatabase } from './storage/db.ts';
import { watchVersionChange } from './storage/db-guard.ts';
import type { SeasonType } from './storage/db-rows.ts';
import { resolveDeps, type DataDeps } from './deps.ts';
import { createDataEmitter, type DataEmitter } from './events.ts';
import type { FlushScheduler } from './outbox/flush-scheduler.ts';
import type { FlushResult } from './outbox/flush.ts';
import { ACT_MESSAGES } from './transport/messages.ts';
import { adViewLater, lazyFlushScheduler, loadNetwork, syncAllLater } from './sync/network.ts';
import { recordOpening } from './storage/opening.ts';
import { restoreCatalog } from './storage/catalog.ts';
import { storeWallet } from './storage/wallet.ts';
import { enqueueAction, type ActOutcome, type ActRefusal } from './outbox/outbox.ts';
import { reportClientError, type ClientErrorReport } from './transport/report.ts';
import { createResync, documentVisible } from './sync/resync.ts';
import { dropPreview, previewAction } from './outbox/preview.ts';
import { createServerClock } from './sync/server-clock.ts';

/** What the app gives: the two functions only it has, plus any default to replace. */
export type DataOptions = Partial<DataDeps> & Pick<DataDeps, 'launchData' | 'reload'> & { db?: GameDatabase | undefined };

export interface DataClient {
  readonly context: DataContext;
  readonly events: DataEmitter;
  /** Restores the clock, starts the outbox and syncs every season type; resolves after the first sync attempt. */
  start(): Promise<void>;
  stop(): void;
  /** A player action: optimistic at once, sent through the outbox. */
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
}

/** The English text of a refusal (the app translates by reason). */
function refusalMessage(reason: ActRefusal): string {
  return isReason(reason) ? REASON_MESSAGES[reason] : ACT_MESSAGES[reason];
}

export function createDataClient(options: DataOptions): DataClient {
  const { db: givenDb, ...given } = options;
  const deps = resolveDeps(given);
  // The app's shared instance by default: the settings already read through it.
  const db = givenDb ?? database();
  const emitter = createDataEmitter();
  const isClosingForUpgrade = watchVersionChange(db, deps.reload);
  const context = createDataContext({ deps, db, emitter, clock: createServerClock(deps.now), isClosingForUpgrade });
  // The requests' code loads apart from the first render; start fetching it now.
  loadNetwork().catch(() => undefined);
  const scheduler: FlushScheduler = lazyFlushScheduler(context, deps.flushTriggers);
  const resync = createResync({
    run: async () => {
      await scheduler.flush();
      if ((await db.outbox.count()) === 0) await syncAllLater(context);
    },
    triggers: deps.flushTriggers,
    intervalMs: deps.resyncIntervalMs,
    minGapMs: deps.resyncMinGapMs,
    now: deps.wallNow,
    visible: documentVisible,
  });
  emitter.on('messages-queued', () => void scheduler.flush());

  return {
    context,
    events: emitter,
    async start() {
      await restoreCatalog(db).catch(() => undefined);
      const offset = await db.meta.get('serverOffset').catch(() => undefined);
      context.clock.restore(offset?.value);
      // The opening in server time: at once when the clock's offset is known, else once the first
      // sync has told it (a device clock minutes off would bring the tractor at once, or late).
      const known = offset !== undefined;
      if (known) await recordOpening(context).catch(() => undefined);
      scheduler.start();
      resync.start();
      await syncAllLater(context);
      if (!known) await recordOpening(context).catch(() => undefined);
    },
    stop() {
      scheduler.stop();
      resync.stop();
    },
    async act(action, seasonType = 'main') {
      previewAction(seasonType, action, Math.floor(context.clock.now()), context.deps.newKey());
      const outcome = await enqueueAction(context, action, seasonType);
      if (!outcome.ok) dropPreview(seasonType);
      if (outcome.ok) void scheduler.flush();
      else emitter.emit('toast', { message: refusalMessage(outcome.reason), reason: outcome.reason, source: `action:${action.type}` });
      return outcome;
    },
    startAdView: (card) => adViewLater(context, card),
    flush: () => scheduler.flush(),
    sync: () => syncAllLater(context),
    report: (report) => {
      reportClientError(context, report);
    },
    async linkWallet(address) {
      await storeWallet(db, address);
      return syncAllLater(context);
    },
    serverNow: () => context.clock.now(),
    serverVersion: () => context.http.serverVersion,
  };
}

let current: DataClient | undefined;

/**
 * Makes the app's data client (once; later calls return the first) and points the hooks at its
 * database. Call `start()` on the result after the first render so the cached farm paints first.
 */
export function configureData(options: DataOptions): DataClient {
  if (current !== undefined) return current;
  current = createDataClient(options);
  setDatabase(current.context.db);
  return current;
}

/** The configured client; throws before `configureData`. */
export function dataClient(): DataClient {
  if (current === undefined) throw new Error('configureData() has not been called');
  return current;
}

/** The configured client, or undefined (screens rendered in tests without one). */
export function maybeDataClient(): DataClient | undefined {
  return current;
}

/** The ad-view token of an ad starting now, through the app's client (see `DataClient.startAdView`). */
export function startAdView(card: AdCardKind): Promise<string | undefined> {
  return dataClient().startAdView(card);
}
