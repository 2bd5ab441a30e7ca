/**
 * GraphQL schema text written from typed definitions, so the SDL cannot drift from the types the
 * client parses answers with: every field of a type is listed with a GraphQL type that matches
 * its TypeScript type (a missing, extra or mismatched field is a compile error), every query's
 * arguments and result likewise, and the resolvers are typed from the same query map.
 */
import type { SameType } from '#protocol/type-check';

/** What a schema names: object types (name -> TypeScript type) and enums (name -> string union). */
export interface Registry {
  types: Record<string, object>;
  enums: Record<string, string>;
}

/** The names in `map` whose type is exactly `T`. */
type NameOf<Map, T> = { [K in keyof Map]: SameType<Map[K], T> extends true ? K : never }[keyof Map] & string;

/** GraphQL names a non-null value of type `T` may have (numbers: Int or Float; strings: String, ID or an enum of the same values). */
type Named<T, R extends Registry> = [T] extends [boolean]
  ? 'Boolean'
  : [T] extends [number]
    ? 'Int' | 'Float'
    : [T] extends [string]
      ? 'String' | 'ID' | NameOf<R['enums'], T>
      : [T] extends [readonly (infer Item)[]]
        ? `[${OutputType<Item, R>}]`
        : NameOf<R['types'], T>;

type Nullable<T> = [null] extends [T] ? true : [undefined] extends [T] ? true : false;

/** The GraphQL type of a value of type `T`: nullable exactly when `T` admits null. */
export type OutputType<T, R extends Registry> = Nullable<T> extends true ? Named<Exclude<T, null | undefined>, R> : `${Named<T, R>}!`;

/** An argument's GraphQL type, optionally nullable with a default (`Int = 100`), which the resolver then always gets. */
type ArgumentType<T, R extends Registry> = OutputType<T, R> | `${Named<Exclude<T, null | undefined>, R>} = ${string}`;

/** Queries: name -> the arguments the resolver gets and the result the client parses. */
export type QueryMap = Record<string, { args: object; result: unknown }>;

export interface SchemaDefinition<R extends Registry, Q extends QueryMap> {
  /** Every value of each enum, once. */
  enums: { [E in keyof R['enums']]: Record<R['enums'][E], true> };
  types: { [N in keyof R['types']]: { [F in keyof R['types'][N]]-?: OutputType<R['types'][N][F], R> } };
  query: {
    [K in keyof Q]: { args: { [A in keyof Q[K]['args']]-?: ArgumentType<Q[K]['args'][A], R> }; type: OutputType<Q[K]['result'], R> };
  };
}

function block(kind: string, name: string, lines: string[]): string {
  return `${kind} ${name} {\n${lines.map((line) => `  ${line}`).join('\n')}\n}`;
}

/** The SDL of a checked definition (enums, then types, then Query, in the definition's order). */
export function schemaText<R extends Registry, Q extends QueryMap>(definition: SchemaDefinition<R, Q>): string {
  const enums = Object.entries(definition.enums as Record<string, Record<string, true>>).map(([name, values]) =>
    block('enum', name, Object.keys(values)),
  );
  const types = Object.entries(definition.types as Record<string, Record<string, string>>).map(([name, fields]) =>
    block(
      'type',
      name,
      Object.entries(fields).map(([field, type]) => `${field}: ${type}`),
    ),
  );
  const queries = Object.entries(definition.query as Record<string, { args: Record<string, string>; type: string }>).map(
    ([name, { args, type }]) => {
      const list = Object.entries(args).map(([arg, argType]) => `${arg}: ${argType}`);
      return `${name}${list.length > 0 ? `(${list.join(', ')})` : ''}: ${type}`;
    },
  );
  return [...enums, ...types, block('type', 'Query', queries)].join('\n');
}

/** A value a resolver may answer for `T`: a nullable field may be left out (GraphQL answers null for it). */
type Resolvable<T> = T extends readonly (infer Item)[]
  ? readonly Resolvable<Item>[]
  : T extends object
    ? { [K in keyof T as Nullable<T[K]> extends true ? never : K]: Resolvable<T[K]> } & {
        [K in keyof T as Nullable<T[K]> extends true ? K : never]?: Resolvable<T[K]>;
      }
    : T;

/** The Query resolvers of a query map: each gets its typed arguments and answers its typed result. */
export type QueryResolvers<Q extends QueryMap, Context> = {
  [K in keyof Q]: (root: unknown, args: Q[K]['args'], context: Context) => Resolvable<Q[K]['result']> | Promise<Resolvable<Q[K]['result']>>;
};
