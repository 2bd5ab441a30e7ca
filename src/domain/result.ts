/**
 * Outcome of a rule: the new value, or a refusal with a reason code. The server maps a reason
 * to a 409/422 with the same code, the client maps it to a translated message.
 */

/** Every refusal code a rule may give, in one list so the protocol can build its schema. */
export const REASONS = [
  'NOT_ENOUGH_RESOURCES',
  'UNKNOWN_PRODUCER',
  'ALREADY_OWNED',
  'NOT_OWNED',
  'CYCLE_RUNNING',
  'CYCLE_NOT_READY',
  'NO_CYCLE',
  'MAX_LEVEL',
  'CONTINUOUS',
  'NO_SPINS',
  'NO_BOOST',
  'UNKNOWN_BOOST',
  'NEEDS_PRODUCER',
  'NO_WATER',
  'QUEST_UNKNOWN',
  'QUEST_UNAVAILABLE',
  'QUEST_TAKEN',
  'QUEST_NOT_TAKEN',
  'QUEST_NOT_MET',
  'EVENT_UNKNOWN',
  'EVENT_NOT_READY',
  'EVENT_LIMIT',
  'CARD_UNKNOWN',
  'COOLDOWN',
  'DAILY_LIMIT',
  'PRODUCT_UNKNOWN',
  'PRODUCT_EXPIRED',
  'ALREADY_PURCHASED',
  'ALREADY_CHECKED_IN',
  'NO_EVENT_SEASON',
  'INVALID_ACTION',
] as const;

/** A refusal code (see {@link REASONS}). */
export type Reason = (typeof REASONS)[number];

/** `{ ok: true, value }` when the rule applied, `{ ok: false, reason }` when it refused. */
export type Result<T> = { ok: true; value: T } | { ok: false; reason: Reason };

/** The success branch. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** The refusal branch. */
export function fail<T = never>(reason: Reason): Result<T> {
  return { ok: false, reason };
}

/** True when `value` is one of the {@link REASONS}. */
export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && (REASONS as readonly string[]).includes(value);
}
