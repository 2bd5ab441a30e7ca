/**
 * The loader of the network code: the folder `network/` (requests, login, sync, the outbox's
 * flush, and through them `src/protocol` and zod) is a chunk of its own, loaded by one dynamic
 * import of its index (docs/architecture.md, "The first load"). The farm paints from Dexie before
 * any network, so the first load carries none of it. The shell starts the import as soon as it
 * knows the launch (and the client when it is made), so the chunk downloads while the shell boots;
 * a failed import is tried again by the next call.
 */
import type { DataContext } from './context.ts';
import type { FlushScheduler } from './network/flush-scheduler.ts';
import type { FlushTriggers } from './sync/flush-triggers.ts';

/** The network code: what `network/index.ts` exports. */
export type Network = typeof import('./network/index.ts');

let loading: Promise<Network> | undefined;

/** The network code (fetched once; a failed fetch is tried again by the next call). */
export function loadNetwork(): Promise<Network> {
  loading ??= import('./network/index.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** `use` of the network code; `unloaded` when the code cannot be loaded (offline before it ever came). */
export async function withNetwork<T>(use: (network: Network) => Promise<T>, unloaded: T): Promise<T> {
  let network: Network;
  try {
    network = await loadNetwork();
  } catch {
    return unloaded;
  }
  return use(network);
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
