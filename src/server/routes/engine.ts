/** POST /backend/hub/engine/{name}: each action its own route (Idempotency-Key required), and quest-list. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTION_TYPES, type ActionType } from '#domain/actions';
import { ENGINE_PREFIX, actionBodySchemas, actionFrom, engineResponseSchema, enginePath } from '#protocol/engine';
import { errorBodySchema } from '#protocol/errors';
import { HEADERS } from '#protocol/headers';
import { questListBodySchema, questListResponseSchema } from '#protocol/quests';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { runAction, type EngineAnswer } from '../services/engine.ts';
import { listQuests } from '../services/quest-list.ts';

/** A UUID, or any opaque token of the same alphabet. */
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_:.-]{8,128}$/, 'must be 8 to 128 letters, digits or _:.-');
/** When the player acted, ms (optional: the server's clock when absent). */
const actionTimeSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
// Loose: the other headers (the session's among them) stay on the request.
const headersSchema = z.looseObject({ [HEADERS.idempotencyKey]: idempotencyKeySchema, [HEADERS.actionTime]: actionTimeSchema });

type ActionBody = z.infer<(typeof actionBodySchemas)[ActionType]>;

/** An action's body; a request without one (or `null`) is read as `{}`, and checked like it. */
function bodyOf(type: ActionType): z.ZodType<ActionBody> {
  return z.preprocess((body) => body ?? {}, actionBodySchemas[type] as z.ZodType<ActionBody>);
}

/** The page asked for; none (or `null`) is the first page. */
const questListBody = z.preprocess((body) => body ?? undefined, questListBodySchema);

/** An answer as the service stored it: JSON text, sent byte for byte (a replay is the first answer's bytes). */
function sendStored(reply: FastifyReply, answer: EngineAnswer): FastifyReply {
  if (answer.replayed) reply.header(HEADERS.idempotentReplayed, 'true');
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}

function registerAction(app: FastifyInstance, context: AppContext, type: ActionType): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    enginePath(type),
    {
      schema: {
        headers: headersSchema,
        body: bodyOf(type),
        // Answers are stored and replayed as text (byte for byte): these describe them, the service writes them.
        response: { 200: engineResponseSchema, '4xx': errorBodySchema },
      },
    },
    async (request, reply) => {
      const claims = requireSession(request);
      const { headers } = request;
      const answer = await runAction(
        context,
        claims,
        actionFrom(type, request.body),
        headers[HEADERS.idempotencyKey],
        headers[HEADERS.actionTime],
      );
      return sendStored(reply, answer);
    },
  );
}

export function registerEngineRoutes(app: FastifyInstance, context: AppContext): void {
  for (const type of ACTION_TYPES) registerAction(app, context, type);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(enginePath('quest-list'), { schema: { body: questListBody, response: { 200: questListResponseSchema } } }, async (request) =>
      listQuests(context, requireSession(request), request.body),
    );
  // Any other name under the prefix: the router's static routes above win over this one.
  app.post<{ Params: { name: string } }>(`${ENGINE_PREFIX}:name`, { schema: { hide: true } }, (request) => {
    throw new HttpError(404, 'NOT_FOUND', `Unknown engine action: ${request.params.name}`);
  });
}
