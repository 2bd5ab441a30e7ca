/**
 * A failed dynamic import reloads the page after a short delay, at most once per path per 10 s
 * (docs/product.md, sections 4 and 9); the guard lives in session storage so it survives the reload.
 * The second failure within the window stays on the page: the error screen offers a retry.
 */
import { startLoading } from '../loading/loading-store.ts';
import { createReloadGuard, type ReloadGuard } from './reload-guard.ts';

/** Window of the chunk-reload guard, ms. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** Delay between a failed import and the reload, ms: a deployment in progress gets a moment. */
export const CHUNK_RELOAD_DELAY_MS = 1_000;

const GUARD_KEY = 'harvest-hub:chunk-reloads';

export interface ChunkRecoveryEnv {
  /** Keyed by page path. */
  guard: ReloadGuard;
  path: () => string;
  reload: () => void;
  delayMs: number;
  schedule: (run: () => void, ms: number) => void;
  /** Shows the loading bar until the reload. */
  startLoading: () => void;
}

export interface ChunkRecovery {
  /**
   * Called when an import the player waits for failed: schedules the delayed reload unless the
   * guard refuses. True when a reload is (or already was) on its way.
   */
  recover(): boolean;
  /** A reload is on its way. */
  reloading(): boolean;
  /** Another part (the reload on navigation) is reloading the page: failed imports wait for it. */
  markReloading(): void;
  /** The per-path guard, shared with reloads made on navigation after a failed prefetch. */
  guard: ReloadGuard;
}

export function createChunkRecovery(env: ChunkRecoveryEnv): ChunkRecovery {
  let scheduled = false;
  return {
    recover() {
      if (scheduled) return true;
      if (!env.guard.claim(env.path())) return false;
      scheduled = true;
      env.startLoading();
      env.schedule(env.reload, env.delayMs);
      return true;
    },
    reloading: () => scheduled,
    markReloading() {
      scheduled = true;
    },
    guard: env.guard,
  };
}

function sessionStore(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** A per-path chunk-reload guard over this tab's session storage. */
export function browserChunkGuard(): ReloadGuard {
  return createReloadGuard({ key: GUARD_KEY, windowMs: CHUNK_RELOAD_GUARD_MS, storage: sessionStore, now: () => Date.now() });
}

let app: ChunkRecovery | undefined;

/** The page's chunk recovery (made on first use). */
export function appChunkRecovery(): ChunkRecovery {
  app ??= createChunkRecovery({
    guard: browserChunkGuard(),
    path: () => window.location.pathname,
    reload: () => {
      window.location.reload();
    },
    delayMs: CHUNK_RELOAD_DELAY_MS,
    schedule: (run, ms) => {
      setTimeout(run, ms);
    },
    startLoading: () => {
      startLoading();
    },
  });
  return app;
}

/**
 * Runs a dynamic import; when it fails and a reload is on its way, never settles (the screen keeps
 * its loading state until the page goes); otherwise the error goes on to the error boundary.
 */
export async function importWithRecovery<T>(load: () => Promise<T>, recovery: ChunkRecovery = appChunkRecovery()): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (recovery.recover()) return new Promise<never>(() => undefined);
    throw error;
  }
}
