/** The client-side rules of docs/product.md (section 4) applied when server data arrives. */
import { WATER_UPDATE_MIN_GAP_MS } from '#domain/catalog';
import type { WaterBoost } from '#domain/player';
import type { GameUser } from '#protocol/game-user';

/**
 * Water boost values update only when the new update time (`timestamp`, ms) is more than 1 s newer
 * than the stored one; otherwise the stored values stay (an older or equal answer racing a newer
 * one must not flip the tap back).
 */
export function reconcileWater(stored: WaterBoost | undefined, incoming: WaterBoost): WaterBoost {
  if (stored === undefined) return incoming;
  return incoming.timestamp - stored.timestamp > WATER_UPDATE_MIN_GAP_MS ? incoming : stored;
}

/** A game-user snapshot reconciled with the stored one: the water rule, the rest is the server's. */
export function reconcileGameUser(stored: GameUser | undefined, incoming: GameUser): GameUser {
  const waterBoost = reconcileWater(stored?.waterBoost, incoming.waterBoost);
  return waterBoost === incoming.waterBoost ? incoming : { ...incoming, waterBoost };
}
