/** GET /backend/hub/game-user */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GAME_USER_PATH, seasonTypeHeaderSchema, type GameUserResponse } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { loadGameUser } from '../services/game-user.ts';
import { parseInput } from '../validate.ts';

const headersSchema = z.object({
  [HEADERS.seasonType]: seasonTypeHeaderSchema,
  // Informational only: a wallet address the client may send; bounded, never trusted.
  [HEADERS.userWallet]: z.string().max(128).optional(),
});

export function registerGameUserRoute(app: FastifyInstance, context: AppContext): void {
  app.get(GAME_USER_PATH, async (request): Promise<GameUserResponse> => {
    const claims = requireSession(request);
    const headers = parseInput(headersSchema, request.headers, 'headers');
    return loadGameUser(context, claims, headers[HEADERS.seasonType], request.log);
  });
}
