/**
 * Two GraphQL endpoints (hub and account), each mercurius in its own encapsulated scope so its
 * error handler stays there. Every request needs a session; length, tokens, nesting, depth, aliases
 * and cost are bounded, each before the work it protects (docs/reliability.md); a document that is
 * JSON is refused; introspection and GraphiQL are off in production.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { AUTH_GRAPHQL_PATH } from '#protocol/auth';
import { HUB_GRAPHQL_PATH } from '#protocol/graphql';
import { requireSession } from '../auth/request-session.ts';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import { readSettledPlayer, type SettledRead } from '../services/settle.ts';
import { authResolvers, authSchema } from './auth-schema.ts';
import { formatGraphqlErrors } from './errors.ts';
import { hubResolvers, hubSchema } from './hub-schema.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { graphql } from './graphql-cjs.ts';
import { MAX_TOKENS, documentProblem, lengthProblem, limitProblem, validationRules } from './limits.ts';

/**
 * Parsed documents mercurius keeps, and as many refused ones: the game sends four documents, and
 * a refused one (syntax tree and errors) must not stay in memory for every distinct text sent.
 */
const DOCUMENT_CACHE_SIZE = 64;

declare module 'mercurius' {
  interface MercuriusContext {
    /** The caller's verified session. */
    claims: SessionClaims;
    /** The caller's player, read and settled once per request however many fields ask (401 when there is none). */
    player(): Promise<SettledRead>;
  }
}

/** The player of one request: the first field to ask reads and settles, the others share the answer. */
function oncePerRequest(context: AppContext, claims: SessionClaims): () => Promise<SettledRead> {
  let player: Promise<SettledRead> | undefined;
  return () => (player ??= readSettledPlayer(context, claims));
}

const NO_SESSION: SessionClaims = {
  userId: 0,
  premium: false,
  expire: 0,
  name: '',
  username: undefined,
  language: 'en',
  startParam: undefined,
};

/** The document of a request (body for POST, query string for GET), when it is a string. */
function sourceOf(request: FastifyRequest): string | undefined {
  const carrier: unknown = request.method === 'GET' ? request.query : request.body;
  if (typeof carrier !== 'object' || carrier === null) return undefined;
  const source = (carrier as { query?: unknown }).query;
  return typeof source === 'string' ? source : undefined;
}

/** 413 for a document longer than any the game sends, before anything reads it. */
function checkLength(request: FastifyRequest): void {
  const source = sourceOf(request);
  const problem = source === undefined ? undefined : lengthProblem(source);
  if (problem !== undefined) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', problem);
}

/**
 * A GET names exactly one operation of its document. Mercurius looks that operation up to refuse
 * mutations over GET and crashes (500) when there is none: several operations without
 * `operationName`, or a name the document does not define.
 */
function checkGetOperation(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  const { query: source, operationName } = query as { query?: unknown; operationName?: unknown };
  if (typeof source !== 'string' || documentProblem(source) !== undefined) return;
  let document;
  try {
    document = graphql.parse(source, { maxTokens: MAX_TOKENS });
  } catch {
    return; // mercurius answers the syntax error
  }
  const name = typeof operationName === 'string' && operationName !== '' ? operationName : undefined;
  if (graphql.getOperationAST(document, name) !== null) return;
  throw invalidInput(
    'operationName',
    name === undefined
      ? 'the document has several operations or none: name one'
      : `the document has no operation named ${JSON.stringify(name.slice(0, 100))}`,
  );
}

async function registerEndpoint(
  app: FastifyInstance,
  context: AppContext,
  path: string,
  schema: string,
  resolvers: IResolvers,
): Promise<void> {
  await app.register(async (scope) => {
    // Refused before any parsing: no session, no GraphQL.
    scope.addHook('preHandler', (request, _reply, done) => {
      try {
        requireSession(request);
        checkLength(request);
        if (request.method === 'GET') checkGetOperation(request.query);
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
      cache: DOCUMENT_CACHE_SIZE,
      graphql: { parseOptions: { maxTokens: MAX_TOKENS } },
      allowBatchedQueries: false,
      validationRules: validationRules(context.config.mode === 'production'),
      errorFormatter: formatGraphqlErrors as never,
      context: (request) => {
        const check = request.sessionCheck;
        // Only reached after the preHandler accepted the session; the error path may build it without one.
        const claims = check?.ok === true ? check.value : NO_SESSION;
        return { claims, player: oncePerRequest(context, claims) };
      },
    });
    // Before mercurius parses: JSON and deep nesting are refused with a 400 that says so.
    scope.graphql.addHook('preParsing', (_schema, source) => {
      const problem = documentProblem(source);
      return problem === undefined ? Promise.resolve() : Promise.reject(new HttpError(400, 'INVALID_INPUT', problem));
    });
    // Depth, aliases and cost before the standard validation; refused here, a document is not cached.
    scope.graphql.addHook('preValidation', (schema, document) => {
      const problem = limitProblem(schema, document);
      return problem === undefined ? Promise.resolve() : Promise.reject(new HttpError(400, 'INVALID_INPUT', problem));
    });
  });
}

export async function registerGraphql(app: FastifyInstance, context: AppContext): Promise<void> {
  await registerEndpoint(app, context, HUB_GRAPHQL_PATH, hubSchema, { Query: hubResolvers });
  await registerEndpoint(app, context, AUTH_GRAPHQL_PATH, authSchema, { Query: authResolvers });
}
