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

/** The validation rules of a mode: introspection is off in production. */
export function validationRules(production: boolean): ValidationRule[] {
  return production ? [costLimitRule, NoSchemaIntrospectionCustomRule] : [costLimitRule];
}
