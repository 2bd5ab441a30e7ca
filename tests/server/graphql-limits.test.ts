import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PRODUCER_LIST_QUERY, graphqlErrorsSchema } from '#protocol/graphql';
import { newPlayerSession, useHarness, type Harness } from './helpers/harness.ts';

const HUB = '/backend/hub/graphql/';

function post(harness: Harness, session: string, query: string) {
  return harness.app.inject({ method: 'POST', url: HUB, payload: { query }, headers: { authorization: `Bearer ${session}` } });
}

/** The heap after a full collection, in bytes. */
function settledHeap(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

const harness = useHarness();
describe('hub GraphQL document limits', () => {
  it('refuses a document longer than the game needs with 413 and its reason, before parsing it', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    // The 64 KB document of the crash, made unparsable: a syntax error would mean the parser read it.
    const query = `}{${'BoostList{_id}'.repeat(4590)}}#${Math.random()}`;
    const response = await post(harness, session, query);
    expect(response.statusCode).toBe(413);
    const error = graphqlErrorsSchema.parse(response.json()).errors[0];
    expect(error?.extensions?.reason).toBe('PAYLOAD_TOO_LARGE');
    expect(error?.message).toBe(`query: the document is too large: ${query.length} characters (at most 4096)`);
    const overGet = await harness.call(session, { method: 'GET', url: `${HUB}?${new URLSearchParams({ query }).toString()}` });
    expect(overGet.statusCode).toBe(413);
    // The game's own documents fit with room to spare.
    expect(PRODUCER_LIST_QUERY.length * 4).toBeLessThan(4096);
    expect((await post(harness, session, PRODUCER_LIST_QUERY)).statusCode).toBe(200);
  });

  it('refuses a document with too many tokens while parsing it', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    const response = await post(harness, session, `{ BoostList { ${'_id '.repeat(700)}} }`);
    expect(response.statusCode).toBe(400);
    expect(graphqlErrorsSchema.parse(response.json()).errors[0]?.message).toMatch(/more (that|than) 600 tokens/);
  });

  it('judges depth and cost before the standard validation', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    // An unknown field would fail the standard validation: the cost is reported, so it came first.
    const costly = await post(harness, session, `{ ${Array.from({ length: 30 }, (_, index) => `a${index}: Nope`).join(' ')} }`);
    expect(graphqlErrorsSchema.parse(costly.json()).errors[0]?.message).toMatch(/^Query too costly: 300/);
    const deep = await post(harness, session, '{ Nope { a { b { c { d { e { f { g } } } } } } } }');
    expect(deep.statusCode).toBe(400);
    expect(graphqlErrorsSchema.parse(deep.json()).errors[0]?.message).toBe('Query too deep: 8 levels (at most 7)');
  });

  it('keeps memory bounded after 1,000 distinct refused documents', { timeout: 60_000 }, async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    // Each passes the limits and fails the standard validation (an unknown field): mercurius caches those.
    const refused = (index: number) => `{ Nope${index} { ${'_id '.repeat(580)}} }`;
    const send = async (from: number, to: number) => {
      for (let index = from; index < to; index += 1) {
        const response = await post(harness, session, refused(index));
        expect(response.statusCode).toBe(400);
      }
    };
    await send(0, 100);
    const before = settledHeap();
    await send(100, 1100);
    const grown = settledHeap() - before;
    // Each cached refusal holds ~150 KB of syntax tree: 1,000 of them would hold ~150 MB.
    expect(grown).toBeLessThan(20 * 1024 * 1024);
  });
});
