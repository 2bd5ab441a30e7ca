/** GET /backend/hub/game-user */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_USER_PATH, gameUserResponseSchema, seasonTypeHeaderSchema } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { loadGameUser } from '../services/game-user.ts';

// Loose: the other headers (the session's among them) stay on the request.
const headersSchema = z.looseObject({
  [HEADERS.seasonType]: seasonTypeHeaderSchema,
  // Informational only: a wallet address the client may send; bounded, never trusted.
  [HEADERS.userWallet]: z.string().max(128).optional(),
});

export function registerGameUserRoute(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(GAME_USER_PATH, { schema: { headers: headersSchema, response: { 200: gameUserResponseSchema } } }, async (request) =>
      loadGameUser(context, requireSession(request), request.headers[HEADERS.seasonType], request.log),
    );
}
