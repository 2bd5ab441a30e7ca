/**
 * The hub's GraphQL lists (product notes, section 7): ProducerList (limit, offset) per season,
 * BoostList (limit 100, offset 0) and GameUserEventList by the player's game id. Fetch only: the
 * sync stores them in one transaction.
 */
import {
  BOOST_LIST_QUERY,
  boostListResponseSchema,
  GAME_USER_EVENT_LIST_QUERY,
  gameUserEventListResponseSchema,
  GRAPHQL_LIST_LIMIT,
  HUB_GRAPHQL_PATH,
  PRODUCER_LIST_QUERY,
  producerListResponseSchema,
  type GameUserEvent,
} from '#protocol/graphql';
import type { Boost, Producer } from '#domain/player';
import type { DataContext } from '../context.ts';
import type { SeasonType } from '../storage/db-rows.ts';
import { requestGraphql } from '../transport/graphql.ts';

/** The `producers` list row: the catalog view of each synced season. */
export type ProducerLists = Partial<Record<SeasonType, Producer[]>>;

export async function fetchProducerLists(context: DataContext): Promise<ProducerLists> {
  const lists: ProducerLists = {};
  for (const season of context.deps.seasonTypes) {
    const data = await requestGraphql(context, {
      path: HUB_GRAPHQL_PATH,
      document: PRODUCER_LIST_QUERY,
      variables: { limit: GRAPHQL_LIST_LIMIT, offset: 0, season },
      schema: producerListResponseSchema,
    });
    lists[season] = data.ProducerList;
  }
  return lists;
}

export async function fetchBoostList(context: DataContext): Promise<Boost[]> {
  const data = await requestGraphql(context, {
    path: HUB_GRAPHQL_PATH,
    document: BOOST_LIST_QUERY,
    variables: { limit: GRAPHQL_LIST_LIMIT, offset: 0 },
    schema: boostListResponseSchema,
  });
  return data.BoostList;
}

/** The player's events; `gameId` is `gameUser._id`. */
export async function fetchEventList(context: DataContext, gameId: string): Promise<GameUserEvent[]> {
  const data = await requestGraphql(context, {
    path: HUB_GRAPHQL_PATH,
    document: GAME_USER_EVENT_LIST_QUERY,
    variables: { _id: gameId },
    schema: gameUserEventListResponseSchema,
  });
  return data.GameUserEventList;
}
