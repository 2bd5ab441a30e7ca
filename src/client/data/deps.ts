/**
 * What the data layer takes from the outside world. Everything with time, randomness, network or
 * navigation comes in here, so tests can inject failures and clocks, and so the data layer never
 * imports the platform, the UI or the app.
 */
import { DEFAULT_RETRY, type RetryPolicy } from './transport/backoff.ts';
import type { SeasonType } from './storage/db-rows.ts';
import type { EarlyLoginAnswer } from '#protocol/early-login';
import { browserFlushTriggers, type FlushTriggers } from './sync/flush-triggers.ts';

export interface DataDeps {
  /** The raw Telegram launch data (initData) to log in with. */
  launchData: () => Promise<string>;
  /** Reloads the page (the app passes `() => location.reload()`). */
  reload: () => void;
  /** This client's build id; a different `Version` header means an update is ready. */
  buildId: string;
  /** Absolute origin of the API, e.g. `https://game.example` (default: the page's origin). */
  baseUrl: string;
  fetch: typeof fetch;
  /** The client clock the server time is estimated from, ms since epoch. */
  now: () => number;
  /**
   * The clock of the outbox's retry times and the report de-duplication, ms since epoch. Wall time
   * (retry times are stored and outlive a reload); separate from `now` so tests can hold the game
   * clock still while retries come due.
   */
  wallNow: () => number;
  /** Uniform in [0, 1): retry jitter, and the rng of the optimistic rule application. */
  random: () => number;
  /** A fresh idempotency key (a UUID). */
  newKey: () => string;
  /** Per-request timeout, ms (docs/product.md, section 7: 30000). */
  timeoutMs: number;
  /** Back-off of the outbox after transport failures. */
  retry: RetryPolicy;
  /** Period of the outbox's flush timer, ms. */
  flushIntervalMs: number;
  /** Period of the re-sync of the snapshot and the lists while the page is visible, ms. */
  resyncIntervalMs: number;
  /** Re-syncs closer together than this are skipped (a page shown and hidden quickly), ms. */
  resyncMinGapMs: number;
  /** Malformed refusals after which an outbox entry moves to the dead letters. */
  maxMalformed: number;
  /**
   * The answer of the page's early login (src/protocol/early-login.ts) when it sent `initData`;
   * given once, undefined after or without one.
   */
  earlyLogin: (initData: string) => Promise<EarlyLoginAnswer> | undefined;
  /** The season types kept in sync. */
  seasonTypes: SeasonType[];
  /** The page events that flush the outbox (default: `online` and the page becoming visible). */
  flushTriggers: FlushTriggers;
}

/** Request timeout, ms (docs/product.md, section 7). */
export const REQUEST_TIMEOUT_MS = 30_000;

function pageOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin ?? 'http://localhost';
}

/** The defaults for everything but the two things only the app knows. */
export function resolveDeps(given: Partial<DataDeps> & Pick<DataDeps, 'launchData' | 'reload'>): DataDeps {
  return {
    buildId: 'dev',
    baseUrl: pageOrigin(),
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    wallNow: () => Date.now(),
    random: () => Math.random(),
    newKey: () => crypto.randomUUID(),
    timeoutMs: REQUEST_TIMEOUT_MS,
    retry: DEFAULT_RETRY,
    flushIntervalMs: 15_000,
    resyncIntervalMs: 180_000,
    resyncMinGapMs: 10_000,
    maxMalformed: 3,
    seasonTypes: ['main'],
    earlyLogin: () => undefined,
    flushTriggers: browserFlushTriggers(),
    ...given,
  };
}
