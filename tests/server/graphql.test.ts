import { describe, expect, it } from 'vitest';
import { ME_QUERY, meResponseSchema } from '#protocol/auth';
import {
  BOOST_LIST_QUERY,
  GAME_USER_EVENT_LIST_QUERY,
  PRODUCER_LIST_QUERY,
  boostListResponseSchema,
  gameUserEventListResponseSchema,
  graphqlErrorsSchema,
  producerListResponseSchema,
} from '#protocol/graphql';
import { gameUserResponseSchema } from '#protocol/game-user';
import { newPlayerSession, useHarness, type Harness } from './helpers/harness.ts';

const HUB = '/backend/hub/graphql/';

function graphql(harness: Harness, session: string | undefined, query: string, variables: Record<string, unknown> = {}, url = HUB) {
  return harness.app.inject({
    method: 'POST',
    url,
    payload: { query, variables },
    headers: session === undefined ? {} : { authorization: `Bearer ${session}` },
  });
}

const harness = useHarness();
describe('hub GraphQL', () => {
  it("lists the player's producers and boosts", async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const producers = await graphql(harness, session, PRODUCER_LIST_QUERY, { limit: 100, offset: 0 });
    expect(producers.statusCode, producers.body).toBe(200);
    const list = producerListResponseSchema.parse(producers.json<{ data: unknown }>().data).ProducerList;
    expect(list.map((producer) => producer._id)).toEqual(['sprouter']);
    const boosts = await graphql(harness, session, BOOST_LIST_QUERY, { limit: 100, offset: 0 });
    const boostList = boostListResponseSchema.parse(boosts.json<{ data: unknown }>().data).BoostList;
    expect(boostList.map((boost) => boost.type).sort()).toEqual(['insta', 'user']);
    const empty = await graphql(harness, session, BOOST_LIST_QUERY, { limit: 100, offset: 5 });
    expect(boostListResponseSchema.parse(empty.json<{ data: unknown }>().data).BoostList).toEqual([]);
  });

  it("lists the game-user events of the caller and refuses another player's id", async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const me = gameUserResponseSchema.parse((await harness.call(session, { method: 'GET', url: '/backend/hub/game-user' })).json());
    const events = await graphql(harness, session, GAME_USER_EVENT_LIST_QUERY, { _id: me.gameUser._id });
    expect(events.statusCode, events.body).toBe(200);
    const list = gameUserEventListResponseSchema.parse(events.json<{ data: unknown }>().data).GameUserEventList;
    expect(list.map((event) => event.event_id.type).sort()).toEqual(['CARD', 'TRACTOR']);
    expect(list[0]?.user_id).toBe('1');
    const other = await graphql(harness, session, GAME_USER_EVENT_LIST_QUERY, { _id: '00000000-0000-0000-0000-000000000000' });
    expect(other.statusCode).toBe(403);
    expect(graphqlErrorsSchema.parse(other.json()).errors[0]).toMatchObject({ message: 'Forbidden', extensions: { reason: 'FORBIDDEN' } });
  });

  it('refuses a request without a session with 401 and a reason', async () => {
    const response = await graphql(harness, undefined, BOOST_LIST_QUERY);
    expect(response.statusCode).toBe(401);
    expect(graphqlErrorsSchema.parse(response.json()).errors[0]?.extensions?.reason).toBe('SESSION_MISSING');
  });

  it('bounds limit, depth, aliases and cost', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const tooMany = await graphql(harness, session, BOOST_LIST_QUERY, { limit: 101, offset: 0 });
    expect(graphqlErrorsSchema.parse(tooMany.json()).errors[0]?.message).toContain('limit');
    const aliases = Array.from({ length: 11 }, (_, index) => `a${index}: BoostList { _id }`).join(' ');
    const aliased = await graphql(harness, session, `{ ${aliases} }`);
    expect(aliased.statusCode).toBe(400);
    expect(aliased.body).toContain('Too many aliases');
    const deep = await graphql(harness, session, '{ GameUserEventList(_id: "x") { event_id { reward { type } } } }');
    expect(deep.statusCode).not.toBe(500);
    const deeper = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }';
    const tooDeep = await graphql(harness, session, deeper);
    expect(tooDeep.statusCode).toBe(400);
    const fields = Array.from({ length: 50 }, () => '_id name amount type').join(' ');
    const costly = await graphql(harness, session, `{ BoostList { ${fields} } }`);
    expect(costly.statusCode).toBe(400);
    expect(costly.body).toContain('too costly');
  });

  it('answers malformed queries with 400 and no internals', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const response = await graphql(harness, session, '{ BoostList { ');
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/node_modules|\.ts:\d+/);
  });

  it('refuses a document that is JSON or nested too deeply with 400, never 500', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    // Mercurius reads a source that is not GraphQL but parses as JSON as a syntax tree, and crashed on it.
    for (const query of ['{}', '[]', '5', 'null', '{"kind":"Document","definitions":{}}']) {
      const response = await graphql(harness, session, query);
      expect(response.statusCode, query).toBe(400);
      expect(graphqlErrorsSchema.parse(response.json()).errors[0]?.message).toBe('query: must be a GraphQL document, not JSON');
    }
    const coerced = await harness.app.inject({
      method: 'POST',
      url: HUB,
      payload: { query: true },
      headers: { authorization: `Bearer ${session}` },
    });
    expect(coerced.statusCode).toBe(400);
    const overGet = await harness.call(session, { method: 'GET', url: `${HUB}?query=${encodeURIComponent('{"kind":"Document"}')}` });
    expect(overGet.statusCode).toBe(400);
    // Thousands of levels overflowed the parser's stack ("Maximum call stack size exceeded"); the
    // length limit now stops those, nesting is still counted before parsing within it.
    const deep = await graphql(harness, session, `{ BoostList ${'{ _id '.repeat(500)}${'}'.repeat(500)} }`);
    expect(deep.statusCode).toBe(400);
    expect(graphqlErrorsSchema.parse(deep.json()).errors[0]?.message).toMatch(/^query: nested too deeply/);
    const inString = await graphql(harness, session, `{ GameUserEventList(_id: "${'{'.repeat(100)}") { _id } }`);
    expect(inString.statusCode).toBe(403);
  });

  it('over GET, refuses a document whose operation cannot be told with 400, never 500', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const get = (query: string, operationName?: string) =>
      harness.call(session, {
        method: 'GET',
        url: `${HUB}?${new URLSearchParams({ query, ...(operationName === undefined ? {} : { operationName }) }).toString()}`,
      });
    const two = 'query A { BoostList { _id } } query B { BoostList { type } }';
    const unnamed = await get(two);
    expect(unnamed.statusCode).toBe(400);
    expect(graphqlErrorsSchema.parse(unnamed.json()).errors[0]?.message).toMatch(/^operationName: /);
    const unknown = await get(two, 'C');
    expect(unknown.statusCode).toBe(400);
    expect(graphqlErrorsSchema.parse(unknown.json()).errors[0]?.message).toBe('operationName: the document has no operation named "C"');
    const named = await get(two, 'B');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<{ data: { BoostList: unknown[] } }>().data.BoostList[0]).toHaveProperty('type');
  });

  it('allows introspection in development only', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const allowed = await graphql(harness, session, '{ __schema { queryType { name } } }');
    expect(allowed.statusCode).toBe(200);
    const production = await harness.rebuild({ mode: 'production' });
    const refused = await production.inject({
      method: 'POST',
      url: HUB,
      payload: { query: '{ __schema { queryType { name } } }' },
      headers: { authorization: `Bearer ${session}` },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain('introspection');
  });
});

describe('hub GraphQL cost', () => {
  /** Players read without a lock so far, from the app's metrics. */
  async function playerReads(): Promise<number> {
    const response = await harness.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    const line = response.body.split('\n').find((row) => row.startsWith('harvest_player_reads_total '));
    return Number(line?.split(' ').at(-1) ?? 0);
  }

  it('reads and settles the player once per request, however many root fields and aliases ask', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const before = await playerReads();
    const aliases = Array.from({ length: 10 }, (_, index) => `p${index}: ProducerList { _id level }`).join(' ');
    const response = await graphql(harness, session, `{ ${aliases} BoostList { type } }`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: Record<string, { _id?: string }[]> }>().data;
    expect(Object.keys(data)).toHaveLength(11);
    expect(data.p9?.map((producer) => producer._id)).toEqual(['sprouter']);
    expect((await playerReads()) - before).toBe(1);
  });

  it('counts every root field, each alias and each use of a fragment, and refuses a document past the budget', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const fields =
      '_id name snapshot_time interval is_continues resource type tier outputs boosts level inputs next_level { amounts interval } is_continues_level cycle_started_at cycles';
    const document = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `p${index}: ProducerList { ...P }`).join(' ')} } fragment P on Producer { ${fields} }`;
    const two = await graphql(harness, session, document(2));
    expect(two.statusCode, two.body).toBe(200);
    const before = await playerReads();
    // Counted once per selection, the fragment's 18 fields made ten aliases look like 28 fields.
    const ten = await graphql(harness, session, document(10));
    expect(ten.statusCode).toBe(400);
    expect(graphqlErrorsSchema.parse(ten.json()).errors[0]?.message).toMatch(
      /^Query too costly: 280 \(at most 200;.*\): ProducerList x10 = 280$/,
    );
    expect(await playerReads()).toBe(before);
  });
});

describe('account GraphQL', () => {
  it('answers who the caller is and their session', async () => {
    const session = await newPlayerSession(harness, { id: 5, firstName: 'Five', premium: true });
    const response = await graphql(harness, session, ME_QUERY, {}, '/backend/auth/graphql/');
    expect(response.statusCode, response.body).toBe(200);
    const body = meResponseSchema.parse(response.json());
    expect(body.data.me).toMatchObject({ telegramId: '5', name: 'Five', premium: true });
    expect(body.data.session).toMatchObject({ telegramId: '5', premium: true, expire: harness.clock.now() + harness.config.sessionTtlMs });
  });

  it('answers USER_NOT_FOUND for a session without a player', async () => {
    const session = await harness.login({ id: 6 });
    const response = await graphql(harness, session, ME_QUERY, {}, '/backend/auth/graphql/');
    expect(response.statusCode).toBe(401);
    expect(graphqlErrorsSchema.parse(response.json()).errors[0]).toMatchObject({
      message: 'user not found',
      extensions: { reason: 'USER_NOT_FOUND' },
    });
  });
});
