/** The game-user snapshot (docs/product.md, section 3): the domain state plus identity and wallet fields. */
import type { Catalog } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { nextProducer as nextProducerDef } from '#domain/seasons';
import type { GameUser, NextProducer } from '#protocol/game-user';
import type { StoredUser } from './users.ts';

export function toGameUser(user: Pick<StoredUser, 'telegramId' | 'gameId' | 'name' | 'wallet'>, state: PlayerState): GameUser {
  return {
    ...state,
    user_id: user.telegramId,
    name: user.name,
    email: `${user.telegramId}@telegram`,
    _id: user.gameId,
    withdrawable_tokens: Math.floor(state.resources[3]),
    vested_tokens: state.tokensEarned,
    wallet: user.wallet,
  };
}

/** The cheapest-tier producer of `season` the player does not own yet (null when all are owned or no event runs). */
export function nextProducer(catalog: Catalog, state: PlayerState, season: 'main' | 'event'): NextProducer | null {
  const def = nextProducerDef(catalog, state, season);
  if (def === null) return null;
  return {
    _id: def.id,
    name: def.name,
    season,
    tier: def.tier,
    interval: def.interval,
    inputs: [...def.inputs],
    outputs: [...def.outputs],
    resource: def.resource,
    cost: [...def.cost],
  };
}
