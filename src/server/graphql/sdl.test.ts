import { describe, expect, it } from 'vitest';
import { graphql } from './graphql-cjs.ts';
import { hubSchema } from './hub-schema.ts';
import { schemaText, type QueryResolvers } from './sdl.ts';

type Item = { id: string; count: number; tags: string[]; note: string | null; kind: 'a' | 'b' };
type Registry = { enums: { Kind: 'a' | 'b' }; types: { Item: Item } };
type Query = { items: { args: { limit: number; kind: 'a' | 'b' }; result: Item[] } };

const item = { id: 'ID!', count: 'Int!', tags: '[String!]!', note: 'String', kind: 'Kind!' } as const;

describe('schemaText', () => {
  it('writes enums, types and the query, with arguments and defaults', () => {
    const text = schemaText<Registry, Query>({
      enums: { Kind: { a: true, b: true } },
      types: { Item: item },
      query: { items: { args: { limit: 'Int = 10', kind: 'Kind!' }, type: '[Item!]!' } },
    });
    expect(text).toBe(
      [
        'enum Kind {\n  a\n  b\n}',
        'type Item {\n  id: ID!\n  count: Int!\n  tags: [String!]!\n  note: String\n  kind: Kind!\n}',
        'type Query {\n  items(limit: Int = 10, kind: Kind!): [Item!]!\n}',
      ].join('\n'),
    );
    expect(() => graphql.buildSchema(text)).not.toThrow();
    expect(() => graphql.buildSchema(hubSchema)).not.toThrow();
  });

  it('refuses at compile time a field that drifts from its type', () => {
    const enums = { Kind: { a: true, b: true } } as const;
    const query = { items: { args: { limit: 'Int = 10', kind: 'Kind!' }, type: '[Item!]!' } } as const;
    // Each line below is a compile error (tsc fails on an unused @ts-expect-error): this test is the proof.
    // @ts-expect-error a nullable field written non-null
    schemaText<Registry, Query>({ enums, query, types: { Item: { ...item, note: 'String!' } } });
    // @ts-expect-error a number written as a string
    schemaText<Registry, Query>({ enums, query, types: { Item: { ...item, count: 'String!' } } });
    // @ts-expect-error a field the type does not have
    schemaText<Registry, Query>({ enums, query, types: { Item: { ...item, extra: 'Int!' } } });
    const { tags: _tags, ...missing } = item;
    // @ts-expect-error a field left out
    schemaText<Registry, Query>({ enums, query, types: { Item: missing } });
    // @ts-expect-error an enum value the type does not have
    schemaText<Registry, Query>({ enums: { Kind: { a: true, b: true, c: true } }, query, types: { Item: item } });
    // @ts-expect-error a result of another type
    schemaText<Registry, Query>({ enums, types: { Item: item }, query: { items: { args: query.items.args, type: '[Kind!]!' } } });
    const resolvers: QueryResolvers<Query, unknown> = {
      // @ts-expect-error a resolver answering what the schema does not say
      items: () => [{ id: 1 }],
    };
    expect(resolvers).toBeDefined();
  });
});
