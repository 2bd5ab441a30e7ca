/**
 * The network half of a data client (requests, login, sync, the outbox's flush, and zod) as a
 * chunk of its own: the farm paints from Dexie before any network (architecture, "Boot"), so the
 * first load carries none of it. The shell starts the import as soon as it knows the launch (and
 * the client when it is made), so the chunk downloads while the shell boots; a failed import is
 * tried again by the next flush or sync.
 */
import type { AdCardKind } from '#domain/catalog-types';
import type { DataContext } from '../context.ts';
import type { FlushScheduler } from '../outbox/flush-scheduler.ts';
import type { FlushTriggers } from '../outbox/flush-triggers.ts';

type NetworkModule = typeof import('./network-parts.ts');

let loading: Promise<NetworkModule> | undefined;

/** The network code (fetched once; a failed fetch is tried again by the next call). */
export function loadNetwork(): Promise<NetworkModule> {
  loading ??= import('./network-parts.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** `syncAll` of the network code; false (nothing synced) when the code cannot be loaded. */
export async function syncAllLater(context: DataContext): Promise<boolean> {
  let network: NetworkModule;
  try {
    network = await loadNetwork();
  } catch {
    return false;
  }
  return network.syncAll(context);
}

/** `requestAdView` of the network code: the ad-view token of an ad of `card` starting now; undefined when it cannot be had. */
export async function adViewLater(context: DataContext, card: AdCardKind): Promise<string | undefined> {
  try {
    const network = await loadNetwork();
    return await network.requestAdView(context, card);
  } catch {
    return undefined;
  }
}

/**
 * A flush scheduler that is real once the network code has loaded: `start` takes effect then,
 * and a flush asked for earlier waits for it (resolving undefined when it cannot load).
 */
export function lazyFlushScheduler(context: DataContext, triggers: FlushTriggers): FlushScheduler {
  let scheduler: FlushScheduler | undefined;
  let started = false;

  async function ensure(): Promise<FlushScheduler> {
    if (scheduler) return scheduler;
    const network = await loadNetwork();
    scheduler ??= network.createFlushScheduler(context, triggers);
    if (started) scheduler.start();
    return scheduler;
  }

  return {
    start() {
      started = true;
      if (scheduler) scheduler.start();
      else ensure().catch(() => undefined);
    },
    stop() {
      started = false;
      scheduler?.stop();
    },
    async flush() {
      try {
        return await (await ensure()).flush();
      } catch {
        return undefined;
      }
    },
  };
}
