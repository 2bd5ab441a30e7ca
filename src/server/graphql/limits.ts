/**
 * Limits on what one GraphQL document may ask: aliases (a way to multiply work in one request) and
 * field selections in total (a simple cost). Depth is bounded by mercurius' `queryDepth`.
 */
import type { ValidationContext, ValidationRule } from 'graphql';
import { graphql } from './graphql-cjs.ts';

const { GraphQLError, NoSchemaIntrospectionCustomRule } = graphql;

export const MAX_ALIASES = 10;
export const MAX_FIELDS = 200;
export const MAX_DEPTH = 7;

export const costLimitRule: ValidationRule = (context: ValidationContext) => {
  let aliases = 0;
  let fields = 0;
  return {
    Field(node) {
      fields += 1;
      if (node.alias !== undefined) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES) context.reportError(new GraphQLError(`Too many aliases: ${aliases} (at most ${MAX_ALIASES})`));
        if (fields > MAX_FIELDS) context.reportError(new GraphQLError(`Query too costly: ${fields} fields (at most ${MAX_FIELDS})`));
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

/** The validation rules of a mode: introspection is off in production. */
export function validationRules(production: boolean): ValidationRule[] {
  return production ? [costLimitRule, NoSchemaIntrospectionCustomRule] : [costLimitRule];
}
