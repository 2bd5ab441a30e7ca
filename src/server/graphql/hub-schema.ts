/** The hub GraphQL: the player's producers, boosts and game-user events, settled to the server clock. */
import type { MercuriusContext } from 'mercurius';
import type { z } from 'zod/mini';
import { gameUserEvents } from '#domain/events';
import {
  GRAPHQL_LIST_LIMIT,
  boostListResponseSchema,
  gameUserEventListResponseSchema,
  producerListResponseSchema,
} from '#protocol/graphql';
import { MESSAGES } from '#protocol/errors';
import { HttpError, invalidInput } from '../http-error.ts';
import { schemaText, type QueryResolvers } from './sdl.ts';

type Producer = z.infer<typeof producerListResponseSchema>['ProducerList'][number];
type Boost = z.infer<typeof boostListResponseSchema>['BoostList'][number];
type GameUserEvent = z.infer<typeof gameUserEventListResponseSchema>['GameUserEventList'][number];

/** What the hub schema names, by the types its answers are parsed with. */
type HubRegistry = {
  enums: { Season: 'main' | 'event' };
  types: {
    NextLevel: NonNullable<Producer['next_level']>;
    Producer: Producer;
    Calculator: Boost['calculator'];
    Boost: Boost;
    Reward: GameUserEvent['event_id']['reward'];
    EventDefinition: GameUserEvent['event_id'];
    GameUserEvent: GameUserEvent;
  };
};

interface Page {
  limit: number;
  offset: number;
}

type HubQuery = {
  ProducerList: { args: Page & { season: HubRegistry['enums']['Season'] }; result: Producer[] };
  BoostList: { args: Page; result: Boost[] };
  GameUserEventList: { args: { _id: string }; result: GameUserEvent[] };
};

const pageArgs = { limit: 'Int = 100', offset: 'Int = 0' } as const;

export const hubSchema = schemaText<HubRegistry, HubQuery>({
  enums: { Season: { main: true, event: true } },
  types: {
    NextLevel: { amounts: '[Float!]!', interval: 'Float!' },
    Producer: {
      _id: 'ID!',
      name: 'String!',
      snapshot_time: 'Float!',
      interval: 'Float!',
      is_continues: 'Boolean!',
      resource: 'Int!',
      type: 'String!',
      tier: 'Int!',
      outputs: '[Float!]!',
      boosts: 'Int!',
      level: 'Int!',
      inputs: '[Float!]!',
      next_level: 'NextLevel',
      is_continues_level: 'Int!',
      cycle_started_at: 'Float',
      cycles: 'Int!',
    },
    Calculator: { multiplier: 'Float!' },
    Boost: {
      _id: 'ID!',
      name: 'String!',
      calculator: 'Calculator!',
      amount: 'Float!',
      start_time: 'Float',
      end_time: 'Float',
      type: 'String!',
    },
    Reward: { type: 'String!', resource: 'Int', amount: 'Float', minutes: 'Float', boost: 'String' },
    EventDefinition: { type: 'String!', eventKey: 'String!', reward: 'Reward!', interval: 'Float!', triggerLimit: 'Int!' },
    GameUserEvent: {
      _id: 'ID!',
      user_id: 'ID!',
      triggerCount: 'Int!',
      latest_trigger: 'Float!',
      next_trigger: 'Float',
      event_id: 'EventDefinition!',
    },
  },
  query: {
    ProducerList: { args: { ...pageArgs, season: 'Season = main' }, type: '[Producer!]!' },
    BoostList: { args: pageArgs, type: '[Boost!]!' },
    GameUserEventList: { args: { _id: 'ID!' }, type: '[GameUserEvent!]!' },
  },
});

function page(args: Page): Page {
  if (!Number.isInteger(args.limit) || args.limit < 1 || args.limit > GRAPHQL_LIST_LIMIT)
    throw invalidInput('limit', `must be 1 to ${GRAPHQL_LIST_LIMIT}`);
  if (!Number.isInteger(args.offset) || args.offset < 0) throw invalidInput('offset', 'must be 0 or more');
  return args;
}

/** Every root field reads the player through `context.player()`: one read and one settle per request, however many fields or aliases ask. */
export const hubResolvers: QueryResolvers<HubQuery, MercuriusContext> = {
  ProducerList: async (_root, args, context) => {
    const { limit, offset } = page(args);
    const { state } = await context.player();
    const list = args.season === 'event' ? state.producersEvent : state.producers;
    return list.slice(offset, offset + limit);
  },
  BoostList: async (_root, args, context) => {
    const { limit, offset } = page(args);
    const { state } = await context.player();
    return state.boosts.slice(offset, offset + limit);
  },
  GameUserEventList: async (_root, args, context) => {
    const { user, state, catalog, now } = await context.player();
    if (args._id !== user.gameId) throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
    return gameUserEvents(catalog, state, now).map((event) => ({ ...event, user_id: String(user.telegramId) }));
  },
};
