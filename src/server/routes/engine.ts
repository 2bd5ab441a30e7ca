/** POST /backend/hub/engine/{name}: the actions (Idempotency-Key required) and quest-list. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACTION_TYPES, type ActionType } from '#domain/actions';
import { ENGINE_PREFIX, actionBodySchemas, actionFrom } from '#protocol/engine';
import { HEADERS } from '#protocol/headers';
import { questListBodySchema } from '#protocol/quests';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { runAction } from '../services/engine.ts';
import { listQuests } from '../services/quest-list.ts';
import { parseInput } from '../validate.ts';

/** A UUID, or any opaque token of the same alphabet. */
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'must be 8 to 128 letters, digits or _:.-');
/** When the player acted, ms (optional: the server's clock when absent). */
const actionTimeSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
const headersSchema = z.object({ [HEADERS.idempotencyKey]: idempotencyKeySchema, [HEADERS.actionTime]: actionTimeSchema });

function isActionType(name: string): name is ActionType {
  return (ACTION_TYPES as readonly string[]).includes(name);
}

export function registerEngineRoutes(app: FastifyInstance, context: AppContext): void {
  app.post<{ Params: { name: string } }>(`${ENGINE_PREFIX}:name`, async (request, reply) => {
    const claims = requireSession(request);
    const { name } = request.params;
    if (name === 'quest-list') {
      const page = parseInput(questListBodySchema, request.body ?? undefined, 'body');
      return listQuests(context, claims.userId, page);
    }
    if (!isActionType(name)) throw new HttpError(404, 'NOT_FOUND', `Unknown engine action: ${name}`);
    const headers = parseInput(headersSchema, request.headers, 'headers');
    const body = parseInput(actionBodySchemas[name], request.body ?? {}, 'body');
    const answer = await runAction(context, claims, actionFrom(name, body), headers[HEADERS.idempotencyKey], headers[HEADERS.actionTime]);
    if (answer.replayed) reply.header(HEADERS.idempotentReplayed, 'true');
    return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
  });
}
