/**
 * How the client applies a player's action to its own state: with a random source seeded by the
 * action's idempotency key (the same pending actions always rebase to the same view), with the
 * facts only the server can verify taken as met, and with the draws only the server makes (a
 * spin's slot, a card's prize) left pending: the view spends the spin or the card and credits
 * nothing until the server's answer says what was drawn (docs/architecture.md, "One tap").
 */
import type { ActionContext } from '#domain/actions';
import { AD_VIEW_ASSUMED } from '#domain/ad-cards';
import type { Catalog } from '#domain/catalog-types';

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
 * The context the client applies an action with, on `catalog` at server time `now` (ms). Friends
 * invited, channel membership and the ad shown for an ad card are facts only the server can
 * verify, so the client takes them as met and lets the server decide: a quest the player cannot
 * claim yet is refused by the server and shown as refused, while a stale local count never
 * refuses one the server would grant.
 */
export function optimisticContext(catalog: Catalog, now: number, key: string): ActionContext {
  return {
    catalog,
    now,
    rng: seededRandom(key),
    facts: { friendsInvited: Number.POSITIVE_INFINITY, channelMember: true, adView: AD_VIEW_ASSUMED },
    drawPending: true,
  };
}
