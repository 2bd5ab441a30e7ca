/**
 * Routes declare their contract: params, headers, body and answers as the protocol's zod schemas
 * (the same ones the client parses with), checked by fastify-type-provider-zod. A request that
 * does not fit is a 400 naming the field (plugins/errors.ts); an answer that does not fit is a 500
 * and a logged bug, never a wrong answer sent. In development the contract is also served as
 * OpenAPI at /dev/openapi.json.
 */
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config.ts';

export const OPENAPI_PATH = '/dev/openapi.json';

/** Zod checks for the routes of `scope` (GraphQL, beside them, keeps its own JSON schemas). */
export function useZodContracts(scope: FastifyInstance): void {
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);
}

/** Whether a route's schema is ours (zod) rather than a plugin's JSON schema (GraphQL's). */
function declaredWithZod(schema: FastifySchema | undefined): boolean {
  const { body, headers, querystring, params, response } = schema ?? {};
  const parts = [body, headers, querystring, params, ...Object.values((response ?? {}) as Record<string, unknown>)];
  return parts.some((part) => typeof part === 'object' && part !== null && '_zod' in part);
}

/** Before the routes, in development: swagger records each route as it is added. */
export async function registerOpenApi(app: FastifyInstance, config: ServerConfig): Promise<void> {
  if (config.mode === 'production') return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'Harvest Hub API', version: config.buildId },
      components: { securitySchemes: { session: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (route) => (declaredWithZod(route.schema) ? jsonSchemaTransform(route) : { schema: route.schema, url: route.url }),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
