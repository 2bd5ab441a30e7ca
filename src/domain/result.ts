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
  'AD_NOT_WATCHED',
  'PRODUCT_UNKNOWN',
  'PRODUCT_EXPIRED',
  'ALREADY_PURCHASED',
  'ALREADY_CHECKED_IN',
  'CHALLENGE_NOT_MET',
  'CHALLENGE_CLAIMED',
  'PRESTIGE_LOCKED',
  'NO_EVENT_SEASON',
  'LADDER_UNKNOWN',
  'LADDER_NOT_REACHED',
  'LADDER_CLAIMED',
  'INVALID_ACTION',
] as const;

/** A refusal code (see {@link REASONS}). */
export type Reason = (typeof REASONS)[number];

/**
 * `{ ok: true, value }` when the rule applied, `{ ok: false, reason }` when it refused. A refusal
 * that time cures (a cycle still running, a cooldown, an event not due) names the first moment the
 * reason no longer holds, `retryAt` (ms); another reason may still hold then.
 */
export type Result<T> = { ok: true; value: T } | Refusal;

/** A rule's refusal (see {@link Result}). */
export interface Refusal {
  ok: false;
  reason: Reason;
  retryAt?: number;
}

/** The success branch. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** The refusal branch. */
export function fail<T = never>(reason: Reason): Result<T> {
  return { ok: false, reason };
}

/** A refusal that time cures: the reason holds until `retryAt` (ms). */
export function failUntil<T = never>(reason: Reason, retryAt: number): Result<T> {
  return { ok: false, reason, retryAt };
}

/** True when `value` is one of the {@link REASONS}. */
export function isReason(value: unknown): value is Reason {
  return typeof value === 'string' && (REASONS as readonly string[]).includes(value);
}
