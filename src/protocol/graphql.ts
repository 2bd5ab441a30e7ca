/**
 * The hub GraphQL (POST /backend/hub/graphql/): the three list queries as documents, and the
 * schemas of their answers. Errors come as `{ data: null, errors: [{ message, extensions: { reason } }] }`.
 */
import { z } from 'zod/mini';
import { eventDefSchema } from './catalog.ts';
import { boostSchema, producerSchema } from './player-state.ts';

export const HUB_GRAPHQL_PATH = '/backend/hub/graphql/';
export const GRAPHQL_LIST_LIMIT = 100;

/** Variables: `{ limit, offset, season }` (season `main` or `event`, default main). */
export const PRODUCER_LIST_QUERY = /* GraphQL */ `
  query ProducerList($limit: Int = 100, $offset: Int = 0, $season: Season = main) {
    ProducerList(limit: $limit, offset: $offset, season: $season) {
      _id
      name
      snapshot_time
      interval
      is_continues
      resource
      type
      tier
      outputs
      boosts
      level
      inputs
      next_level {
        amounts
        interval
      }
      is_continues_level
      cycle_started_at
      cycles
    }
  }
`;
export const producerListResponseSchema = z.object({ ProducerList: z.array(producerSchema) });

/** Variables: `{ limit: 100, offset: 0 }`. */
export const BOOST_LIST_QUERY = /* GraphQL */ `
  query BoostList($limit: Int = 100, $offset: Int = 0) {
    BoostList(limit: $limit, offset: $offset) {
      _id
      name
      calculator {
        multiplier
      }
      amount
      start_time
      end_time
      type
    }
  }
`;
export const boostListResponseSchema = z.object({ BoostList: z.array(boostSchema) });

/** Variables: `{ _id }`, the caller's game id (`gameUser._id`); another player's id is refused. */
export const GAME_USER_EVENT_LIST_QUERY = /* GraphQL */ `
  query GameUserEventList($_id: ID!) {
    GameUserEventList(_id: $_id) {
      _id
      user_id
      triggerCount
      latest_trigger
      next_trigger
      event_id {
        type
        eventKey
        reward {
          type
          resource
          amount
          minutes
          boost
        }
        interval
        triggerLimit
      }
    }
  }
`;

/** GraphQL answers leave out fields a reward kind does not have (null), hence the loose reward. */
const graphqlRewardSchema = z.object({
  type: z.enum(['resource', 'spin', 'boost', 'water']),
  resource: z.nullable(z.int()),
  amount: z.nullable(z.number()),
  minutes: z.nullable(z.number()),
  boost: z.nullable(z.enum(['user', 'insta'])),
});
export const gameUserEventSchema = z.object({
  _id: z.string(),
  user_id: z.string(),
  triggerCount: z.int(),
  latest_trigger: z.number(),
  next_trigger: z.nullable(z.number()),
  event_id: z.extend(eventDefSchema, { reward: graphqlRewardSchema }),
});
export const gameUserEventListResponseSchema = z.object({ GameUserEventList: z.array(gameUserEventSchema) });

/** The error shape of a GraphQL answer. */
export const graphqlErrorsSchema = z.object({
  data: z.nullable(z.unknown()),
  errors: z.array(z.object({ message: z.string(), extensions: z.optional(z.object({ reason: z.string() })) })),
});
