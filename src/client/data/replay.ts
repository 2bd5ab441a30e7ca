/**
 * view = confirmed + pending entries replayed (architecture, "An action"). Each pending action is
 * applied at the time the player made it, with a random source seeded by its idempotency key so
 * replaying the same entries always gives the same view. An entry the rules refuse on the new
 * confirmed state is skipped here; the server has the last word when it is flushed.
 */
import { applyAction, type ActionContext } from '#domain/actions';
import type { PlayerState } from '#domain/player';
import type { OutboxEntry } from './db-rows.ts';

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

export interface ReplayedView {
  view: PlayerState;
  /** Server time the view is settled to, ms. */
  viewAt: number;
  /** Keys of the entries the rules refused on this confirmed state. */
  skipped: string[];
}

/** Replays `pending` (in outbox order) on `confirmed`, which the server settled at `confirmedAt`. */
export function replayPending(confirmed: PlayerState, confirmedAt: number, pending: readonly OutboxEntry[]): ReplayedView {
  let view = confirmed;
  let viewAt = confirmedAt;
  const skipped: string[] = [];
  for (const entry of pending) {
    // An action made before the snapshot is applied at the snapshot's time: time never runs back.
    const at = Math.max(entry.at, viewAt);
    const outcome = applyAction(view, entry.action, optimisticContext(at, entry.key));
    if (outcome.ok) {
      view = outcome.value.state;
      viewAt = at;
    } else {
      skipped.push(entry.key);
    }
  }
  return { view, viewAt, skipped };
}
