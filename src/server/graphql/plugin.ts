/**
 * Two GraphQL endpoints (hub and account), each mercurius in its own encapsulated scope so its
 * error handler stays there. Every request needs a session; depth, aliases and cost are bounded;
 * introspection and GraphiQL are off in production.
 */
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { AUTH_GRAPHQL_PATH } from '#protocol/auth';
import { HUB_GRAPHQL_PATH } from '#protocol/graphql';
import { requireSession } from '../auth/request-session.ts';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import { authResolvers, authSchema } from './auth-schema.ts';
import { formatGraphqlErrors } from './errors.ts';
import { hubResolvers, hubSchema } from './hub-schema.ts';
import { MAX_DEPTH, validationRules } from './limits.ts';

declare module 'mercurius' {
  interface MercuriusContext {
    /** The caller's verified session. */
    claims: SessionClaims;
  }
}

async function registerEndpoint(app: FastifyInstance, context: AppContext, path: string, schema: string, resolvers: IResolvers): Promise<void> {
  await app.register(async (scope) => {
    // Refused before any parsing: no session, no GraphQL.
    scope.addHook('preHandler', (request, _reply, done) => {
      try {
        requireSession(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
    await scope.register(mercurius, {
      schema,
      resolvers,
      path,
      graphiql: false,
      ide: false,
      jit: 0,
      queryDepth: MAX_DEPTH,
      allowBatchedQueries: false,
      validationRules: validationRules(context.config.mode === 'production'),
      errorFormatter: formatGraphqlErrors as never,
      context: (request) => {
        const check = request.sessionCheck;
        // Only reached after the preHandler accepted the session; the error path may build it without one.
        return { claims: check?.ok === true ? check.value : ({ userId: 0, premium: false, expire: 0, name: '', username: undefined, language: 'en', startParam: undefined } satisfies SessionClaims) };
      },
    });
  });
}

export async function registerGraphql(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerEndpoint(app, context, HUB_GRAPHQL_PATH, hubSchema, hubResolvers(context));
  await registerEndpoint(app, context, AUTH_GRAPHQL_PATH, authSchema, authResolvers(context));
}
