/**
 * The server's clock as seen from the client: every rule runs in server time, so the client keeps
 * `offset = server − client` from the `serverNow` of each answer and ticks with `now() + offset`.
 *
 * An answer says the server read `serverNow` somewhere between `sentAt` and `receivedAt` (client
 * times), so the offset lies between `serverNow − receivedAt` and `serverNow − sentAt`. An offset
 * already inside that range stays; one outside it moves to the range's middle. The range is what
 * the answer proves, the middle only a guess: when the phone sleeps or its clock jumps while a
 * request is out, the range is as wide as the sleep and the middle is off by half of it, which
 * would stop the farm's timers and hold a Collect for minutes.
 */

/** Offsets that move less than this are not worth a database write, ms. */
const PERSIST_THRESHOLD_MS = 250;

export interface ServerClock {
  /** Server time now, ms since epoch. */
  now(): number;
  /** Server minus client, ms. */
  offset(): number;
  /**
   * Learns from an answer whose `serverNow` was read between `sentAt` and `receivedAt` (client
   * times; see the file comment). Returns true when the change is big enough to persist.
   */
  observe(serverNow: number, sentAt: number, receivedAt: number): boolean;
  /** Restores a persisted offset (boot, before any answer). */
  restore(offset: unknown): void;
}

export function createServerClock(clientNow: () => number): ServerClock {
  let offset = 0;
  /** Whether `offset` comes from an answer (this run's or a persisted one), not the default. */
  let known = false;
  let persisted = 0;
  return {
    now: () => clientNow() + offset,
    offset: () => offset,
    observe(serverNow, sentAt, receivedAt) {
      if (!Number.isFinite(serverNow) || !Number.isFinite(sentAt) || !Number.isFinite(receivedAt)) return false;
      const low = serverNow - Math.max(sentAt, receivedAt);
      const high = serverNow - Math.min(sentAt, receivedAt);
      if (!known || offset < low || offset > high) offset = Math.round((low + high) / 2);
      known = true;
      if (Math.abs(offset - persisted) < PERSIST_THRESHOLD_MS) return false;
      persisted = offset;
      return true;
    },
    restore(value) {
      if (typeof value === 'number' && Number.isFinite(value)) {
        offset = value;
        persisted = value;
        known = true;
      }
    },
  };
}
