/**
 * Limits on what one GraphQL document may be and ask: its length and tokens (checked before and
 * while it is parsed), its depth, aliases (a way to multiply work in one request) and a cost counted
 * per root field (checked before the standard validation, whose cost grows with the document).
 * docs/reliability.md says why each exists.
 */
import type { DocumentNode, FragmentDefinitionNode, GraphQLSchema, SelectionSetNode, ValidationContext, ValidationRule } from 'graphql';
import { graphql } from './graphql-cjs.ts';

const { GraphQLError, Kind, NoSchemaIntrospectionCustomRule } = graphql;

/** Longest document, in UTF-16 units: the client's longest (ProducerList) has 448. */
export const MAX_DOCUMENT_LENGTH = 4096;
/** Most lexical tokens a document may have: the client's ProducerList has 61. */
export const MAX_TOKENS = 600;
export const MAX_ALIASES = 10;
/** Deepest selection, fields and inline fragments counted (a fragment spread adds no level). */
export const MAX_DEPTH = 7;
/** What a root field costs before its selection: its resolver runs and builds a list (the player is read once per request). */
export const ROOT_FIELD_COST = 10;
/** The most a document's operation may cost: the client's three lists in one request cost about 70. */
export const MAX_COST = 200;

type Fragments = (name: string) => FragmentDefinitionNode | null | undefined;

/** Fields selected in a set, fragments expanded wherever they are spread; a fragment that spreads itself counts once. */
function selectionCost(
  set: SelectionSetNode | undefined,
  fragments: Fragments,
  path: ReadonlySet<string>,
  memo: Map<string, number>,
): number {
  let cost = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) cost += 1 + selectionCost(selection.selectionSet, fragments, path, memo);
    else if (selection.kind === Kind.INLINE_FRAGMENT) cost += selectionCost(selection.selectionSet, fragments, path, memo);
    else {
      const name = selection.name.value;
      if (path.has(name)) continue; // a cycle: NoFragmentCyclesRule refuses the document
      const known = memo.get(name) ?? selectionCost(fragments(name)?.selectionSet, fragments, new Set([...path, name]), memo);
      memo.set(name, known);
      cost += known;
    }
  }
  return cost;
}

/** Each root field of a set with its cost: every alias, and every use of a fragment, counted again. */
function rootFieldCosts(
  set: SelectionSetNode,
  fragments: Fragments,
  path: ReadonlySet<string>,
  memo: Map<string, number>,
): [string, number][] {
  return set.selections.flatMap((selection): [string, number][] => {
    if (selection.kind === Kind.FIELD)
      return [[selection.name.value, ROOT_FIELD_COST + selectionCost(selection.selectionSet, fragments, path, memo)]];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldCosts(selection.selectionSet, fragments, path, memo);
    const name = selection.name.value;
    const fragment = path.has(name) ? undefined : fragments(name);
    return fragment === undefined || fragment === null
      ? []
      : rootFieldCosts(fragment.selectionSet, fragments, new Set([...path, name]), memo);
  });
}

/** `ProducerList x10 = 280, BoostList = 18`: the cost of each root field, summed over its aliases. */
function breakdown(costs: [string, number][]): string {
  const byField = new Map<string, { count: number; cost: number }>();
  for (const [name, cost] of costs) {
    const entry = byField.get(name) ?? { count: 0, cost: 0 };
    byField.set(name, { count: entry.count + 1, cost: entry.cost + cost });
  }
  return [...byField].map(([name, { count, cost }]) => `${name}${count > 1 ? ` x${count}` : ''} = ${cost}`).join(', ');
}

/** How deep a selection set goes, fragments expanded; a fragment that spreads itself is not followed. */
function selectionDepth(set: SelectionSetNode | undefined, fragments: Fragments, path: ReadonlySet<string>): number {
  let depth = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) depth = Math.max(depth, 1 + selectionDepth(selection.selectionSet, fragments, path));
    else if (selection.kind === Kind.INLINE_FRAGMENT) depth = Math.max(depth, 1 + selectionDepth(selection.selectionSet, fragments, path));
    else if (!path.has(selection.name.value)) {
      const name = selection.name.value;
      depth = Math.max(depth, selectionDepth(fragments(name)?.selectionSet, fragments, new Set([...path, name])));
    }
  }
  return depth;
}

export const costLimitRule: ValidationRule = (context: ValidationContext) => {
  let aliases = 0;
  const fragments: Fragments = (name) => context.getFragment(name);
  return {
    Field(node) {
      if (node.alias !== undefined) aliases += 1;
    },
    OperationDefinition(node) {
      const depth = selectionDepth(node.selectionSet, fragments, new Set());
      if (depth > MAX_DEPTH) context.reportError(new GraphQLError(`Query too deep: ${depth} levels (at most ${MAX_DEPTH})`));
      const costs = rootFieldCosts(node.selectionSet, fragments, new Set(), new Map());
      const total = costs.reduce((sum, [, cost]) => sum + cost, 0);
      if (total > MAX_COST)
        context.reportError(
          new GraphQLError(
            `Query too costly: ${total} (at most ${MAX_COST}; a root field costs ${ROOT_FIELD_COST} plus 1 a field selected in it, ` +
              `each alias and fragment use counted): ${breakdown(costs)}`,
          ),
        );
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES) context.reportError(new GraphQLError(`Too many aliases: ${aliases} (at most ${MAX_ALIASES})`));
      },
    },
  };
};

/** Deepest nesting of braces, brackets and parentheses a document may have (checked before parsing). */
export const MAX_NESTING = 32;

/**
 * What is wrong with a document before it is parsed, if anything. Refuses JSON (mercurius would take a
 * source that is not GraphQL but parses as JSON for a ready-made syntax tree, and crash on it) and
 * nesting deeper than MAX_NESTING (the parser and validator recurse once per level).
 */
export function documentProblem(source: string): string | undefined {
  try {
    JSON.parse(source);
    return 'query: must be a GraphQL document, not JSON';
  } catch {
    // Not JSON: a GraphQL document never is.
  }
  let depth = 0;
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === '#') {
      const end = source.indexOf('\n', index);
      index = end < 0 ? source.length : end + 1;
      continue;
    }
    if (char === '"') {
      const block = source.startsWith('"""', index);
      const close = block ? '"""' : '"';
      index += close.length;
      while (index < source.length && !source.startsWith(close, index)) index += source[index] === '\\' ? 2 : 1;
      index += close.length;
      continue;
    }
    if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      if (depth > MAX_NESTING) return `query: nested too deeply (more than ${MAX_NESTING} levels of braces, brackets or parentheses)`;
    } else if (char === '}' || char === ']' || char === ')') {
      depth -= 1;
    }
    index += 1;
  }
  return undefined;
}

/** Rules after the standard validation: introspection is off in production. */
export function validationRules(production: boolean): ValidationRule[] {
  return production ? [NoSchemaIntrospectionCustomRule] : [];
}

/**
 * What is wrong with a parsed document's depth, aliases or cost, if anything: run alone before the
 * standard validation, so a document too costly to validate is refused without it.
 */
export function limitProblem(schema: GraphQLSchema, document: DocumentNode): string | undefined {
  return graphql.validate(schema, document, [costLimitRule])[0]?.message;
}

/** What is wrong with a document's length, if anything (checked before any parsing). */
export function lengthProblem(source: string): string | undefined {
  return source.length > MAX_DOCUMENT_LENGTH
    ? `query: the document is too large: ${source.length} characters (at most ${MAX_DOCUMENT_LENGTH})`
    : undefined;
}
