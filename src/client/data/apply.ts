/**
 * How the client applies a player's action to its own state: with a random source seeded by the
 * action's idempotency key (the same entries always replay to the same view), with the facts only
 * the server can verify taken as met, and no earlier than the rules can accept it.
 *
 * That last point is what keeps offline play whole. The server applies an action when it arrives,
 * with its own clock, so a start and a collect the player made one cycle apart while offline arrive
 * together, and the collect would be refused as early. An action the rules refuse for a reason that
 * time cures is applied (in the view) and sent (by the flush) at the first moment the rules accept
 * it; any other refusal stands, and the server, the authority, has the last word.
 */
import { applyAction, type Action, type ActionContext, type Outcome } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import type { Reason, Result } from '#domain/result';

/** A 32-bit hash of a string (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** A deterministic random source in [0, 1) seeded by `seed` (mulberry32). */
export function seededRandom(seed: string): () => number {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The context the client applies an action with. Friends invited and channel membership are facts
 * only the server can verify, so the client takes them as met and lets the server decide: a quest
 * the player cannot claim yet is refused by the server and shown as refused, while a stale local
 * count never refuses one the server would grant.
 */
export function optimisticContext(now: number, key: string): ActionContext {
  return { now, rng: seededRandom(key), facts: { friendsInvited: Number.POSITIVE_INFINITY, channelMember: true } };
}

/** Refusals that waiting cures: a cycle still running, an event or a cooldown not yet due, a quest's delay. */
const CURED_BY_TIME: ReadonlySet<Reason> = new Set<Reason>(['CYCLE_NOT_READY', 'EVENT_NOT_READY', 'COOLDOWN', 'QUEST_NOT_MET']);

/** How far ahead to look for the moment the rules accept an action, ms. */
const HORIZON_MS = 24 * 3_600_000;
/** The search stops when the moment is known to within this, ms (the answer errs late). */
const PRECISION_MS = 100;

export interface DueOutcome {
  outcome: Result<Outcome>;
  /** Server time the action was applied at, ms: `at`, or later when the rules asked to wait. */
  at: number;
}

/**
 * Applies `action` at `at`, or, when the rules refuse it for a reason time cures, at the first
 * moment within a day they accept it (found by doubling, then halving, the wait). Pure.
 */
export function applyWhenDue(state: PlayerState, action: Action, key: string, at: number): DueOutcome {
  const attempt = (time: number) => applyAction(state, action, optimisticContext(time, key));
  const first = attempt(at);
  if (first.ok || !CURED_BY_TIME.has(first.reason)) return { outcome: first, at };
  let low = 0;
  let high = 1_000;
  let accepted = attempt(at + high);
  while (!accepted.ok) {
    if (high >= HORIZON_MS) return { outcome: first, at };
    low = high;
    high *= 2;
    accepted = attempt(at + high);
  }
  while (high - low > PRECISION_MS) {
    const middle = Math.floor((low + high) / 2);
    const outcome = attempt(at + middle);
    if (outcome.ok) {
      high = middle;
      accepted = outcome;
    } else {
      low = middle;
    }
  }
  return { outcome: accepted, at: at + high };
}
