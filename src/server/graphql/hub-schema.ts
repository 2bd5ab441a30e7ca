/** The hub GraphQL: the player's producers, boosts and game-user events, settled to the server clock. */
import type { IResolvers } from 'mercurius';
import { advance } from '#domain/advance';
import { gameUserEvents } from '#domain/events';
import type { PlayerState } from '#domain/player';
import { GRAPHQL_LIST_LIMIT } from '#protocol/graphql';
import { MESSAGES } from '#protocol/errors';
import { userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { readUser, type StoredUser } from '../services/users.ts';

export const hubSchema = /* GraphQL */ `
  enum Season {
    main
    event
  }
  type NextLevel {
    amounts: [Float!]!
    interval: Float!
  }
  type Producer {
    _id: ID!
    name: String!
    snapshot_time: Float!
    interval: Float!
    is_continues: Boolean!
    resource: Int!
    type: String!
    tier: Int!
    outputs: [Float!]!
    boosts: Int!
    level: Int!
    inputs: [Float!]!
    next_level: NextLevel
    is_continues_level: Int!
    cycle_started_at: Float
    cycles: Int!
  }
  type Calculator {
    multiplier: Float!
  }
  type Boost {
    _id: ID!
    name: String!
    calculator: Calculator!
    amount: Float!
    start_time: Float
    end_time: Float
    type: String!
  }
  type Reward {
    type: String!
    resource: Int
    amount: Float
    minutes: Float
    boost: String
  }
  type EventDefinition {
    type: String!
    eventKey: String!
    reward: Reward!
    interval: Float!
    triggerLimit: Int!
  }
  type GameUserEvent {
    _id: ID!
    user_id: ID!
    triggerCount: Int!
    latest_trigger: Float!
    next_trigger: Float
    event_id: EventDefinition!
  }
  type Query {
    ProducerList(limit: Int = 100, offset: Int = 0, season: Season = main): [Producer!]!
    BoostList(limit: Int = 100, offset: Int = 0): [Boost!]!
    GameUserEventList(_id: ID!): [GameUserEvent!]!
  }
`;

interface Page {
  limit: number;
  offset: number;
}

function page(args: Page): Page {
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > GRAPHQL_LIST_LIMIT)
    throw invalidInput('limit', `must be 1 to ${GRAPHQL_LIST_LIMIT}`);
  if (!Number.isInteger(args.offset) || args.offset < 0) throw invalidInput('offset', 'must be 0 or more');
  return args;
}

async function settledUser(app: AppContext, userId: number): Promise<{ user: StoredUser; state: PlayerState; now: number }> {
  const user = await readUser(app.db, userId);
  if (user === undefined) throw userNotFound();
  const now = app.config.now();
  return { user, state: advance(user.state, now), now };
}

export function hubResolvers(app: AppContext): IResolvers {
  return {
    Query: {
      ProducerList: async (_root, args: Page & { season: 'main' | 'event' }, context) => {
        const { limit, offset } = page(args);
        const { state } = await settledUser(app, context.claims.userId);
        const list = args.season === 'event' ? state.producersEvent : state.producers;
        return list.slice(offset, offset + limit);
      },
      BoostList: async (_root, args: Page, context) => {
        const { limit, offset } = page(args);
        const { state } = await settledUser(app, context.claims.userId);
        return state.boosts.slice(offset, offset + limit);
      },
      GameUserEventList: async (_root, args: { _id: string }, context) => {
        const { user, state, now } = await settledUser(app, context.claims.userId);
        if (args._id !== user.gameId) throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
        return gameUserEvents(state, now).map((event) => ({ ...event, user_id: String(user.telegramId) }));
      },
    },
  };
}
