/** The hub's lists come in pages of 100: the client's BoostList query and the server's field both default to it. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BOOST_LIST_QUERY } from '#protocol/graphql';
import { newPlayerSession, useHarness } from './helpers/harness.ts';
import { editState } from './helpers/state.ts';

const harness = useHarness();
const idsSchema = z.object({ BoostList: z.array(z.object({ _id: z.string() })) });

async function boostIds(session: string, query: string, variables: Record<string, unknown> = {}): Promise<string[]> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/backend/hub/graphql/',
    payload: { query, variables },
    headers: { authorization: `Bearer ${session}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return idsSchema.parse(response.json<{ data: unknown }>().data).BoostList.map((boost) => boost._id);
}

describe('BoostList pages', () => {
  it('answers 100 boosts when the query names no limit, the rest from offset 100', async () => {
    const session = await newPlayerSession(harness, { id: 1 });
    await editState(harness.database, 1, (state) => {
      const [first] = state.boosts;
      if (first === undefined) throw new Error('a new player holds boosts');
      return { ...state, boosts: Array.from({ length: 150 }, (_, index) => ({ ...first, _id: `boost-${String(index)}` })) };
    });
    const firstPage = await boostIds(session, BOOST_LIST_QUERY);
    expect(firstPage).toHaveLength(100);
    expect(firstPage.at(-1)).toBe('boost-99');
    expect(await boostIds(session, '{ BoostList { _id } }')).toHaveLength(100);
    expect(await boostIds(session, BOOST_LIST_QUERY, { offset: 100 })).toHaveLength(50);
  });
});
