/**
 * Routes declare their contract: the protocol's zod schemas check requests (a 400 naming the field)
 * and answers, and in development the same schemas are served as OpenAPI.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES } from '#domain/actions';
import { enginePath } from '#protocol/engine';
import { errorBodySchema } from '#protocol/errors';
import { GAME_USER_PATH } from '#protocol/game-user';
import { newKey, newPlayerSession, useHarness } from './helpers/harness.ts';

const harness = useHarness();

interface OpenApi {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, unknown> }>
  >;
}

describe('route contracts', () => {
  it('serve every action, game-user and login as OpenAPI in development, with bodies and answers', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/dev/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    for (const type of ACTION_TYPES) {
      const post = document.paths[enginePath(type)]?.post;
      expect(post?.requestBody, type).toBeDefined();
      expect(Object.keys(post?.responses ?? {}), type).toContain('200');
    }
    const buyBody = document.paths[enginePath('producer-buy')]?.post?.requestBody?.content['application/json']?.schema as {
      required?: string[];
    };
    expect(buyBody.required?.toSorted()).toEqual(['producerId', 'season']);
    expect(document.paths[GAME_USER_PATH]?.get?.responses).toHaveProperty('200');
    expect(document.paths['/backend/auth/telegram']?.post?.responses).toHaveProperty('200');
  });

  it('are not served in production', async () => {
    const production = await harness.rebuild({ mode: 'production', botToken: '123456:TEST-production-token' });
    expect((await production.inject({ method: 'GET', url: '/dev/openapi.json' })).statusCode).toBe(404);
  });

  it('refuse a body that does not fit with the field named, a missing body as {} and null alike', async () => {
    const session = await newPlayerSession(harness, { id: 7 });
    const post = (payload: string | undefined) =>
      harness.call(session, {
        method: 'POST',
        url: enginePath('producer-buy'),
        headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
        ...(payload === undefined ? {} : { payload }),
      });
    for (const payload of [undefined, 'null', '{}', '{"producerId":"", "season":"main"}']) {
      const response = await post(payload);
      expect(response.statusCode, String(payload)).toBe(400);
      expect(errorBodySchema.parse(response.json()).message, String(payload)).toMatch(/^body\.producerId: /);
    }
    const wrongSeason = await post('{"producerId":"p1","season":"winter"}');
    expect(errorBodySchema.parse(wrongSeason.json()).message).toMatch(/^body\.season: /);
  });

  it('keep an unknown action a 404 that names it', async () => {
    const session = await newPlayerSession(harness, { id: 7 });
    const response = await harness.call(session, {
      method: 'POST',
      url: enginePath('quest-list').replace('quest-list', 'teleport'),
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).message).toBe('Unknown engine action: teleport');
  });
});
