/**
 * The server's clock as seen from the client: every rule runs in server time, so the client keeps
 * `offset = server − client` from the `serverNow` of each answer and ticks with `now() + offset`.
 */

/** Offsets that move less than this are not worth a database write, ms. */
const PERSIST_THRESHOLD_MS = 250;

export interface ServerClock {
  /** Server time now, ms since epoch. */
  now(): number;
  /** Server minus client, ms. */
  offset(): number;
  /**
   * Learns from an answer: `serverNow` was read by the server somewhere between `sentAt` and
   * `receivedAt` (client times), so the midpoint is the best guess. Returns true when the change
   * is big enough to persist.
   */
  observe(serverNow: number, sentAt: number, receivedAt: number): boolean;
  /** Restores a persisted offset (boot, before any answer). */
  restore(offset: unknown): void;
}

export function createServerClock(clientNow: () => number): ServerClock {
  let offset = 0;
  let persisted = 0;
  return {
    now: () => clientNow() + offset,
    offset: () => offset,
    observe(serverNow, sentAt, receivedAt) {
      if (!Number.isFinite(serverNow)) return false;
      offset = Math.round(serverNow - (sentAt + receivedAt) / 2);
      if (Math.abs(offset - persisted) < PERSIST_THRESHOLD_MS) return false;
      persisted = offset;
      return true;
    },
    restore(value) {
      if (typeof value === 'number' && Number.isFinite(value)) {
        offset = value;
        persisted = value;
      }
    },
  };
}
