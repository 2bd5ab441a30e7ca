/** GET /backend/hub/game-user; `?lists=1` answers the lists the sync reads beside it (services/opening-lists.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GAME_USER_PATH, gameUserQuerySchema, gameUserWithListsSchema, seasonTypeHeaderSchema } from '#protocol/game-user';
import { HEADERS } from '#protocol/headers';
import { requireSession } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { loadGameUser } from '../services/game-user.ts';
import { openingLists } from '../services/opening-lists.ts';
import { walletChange } from '../services/wallet.ts';

// Loose: the other headers (the session's among them) stay on the request.
const headersSchema = z.looseObject({
  [HEADERS.seasonType]: seasonTypeHeaderSchema,
  // The player's TON wallet: absent keeps the stored one, empty unlinks it, an address links it
  // (checked by services/wallet.ts). Bounded: an address is 48 (user-friendly) or 66 (raw) characters.
  [HEADERS.userWallet]: z.string().max(128).optional(),
});

export function registerGameUserRoute(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      GAME_USER_PATH,
      { schema: { headers: headersSchema, querystring: gameUserQuerySchema, response: { 200: gameUserWithListsSchema } } },
      async (request) => {
        const session = requireSession(request);
        const wallet = walletChange(request.headers[HEADERS.userWallet]);
        const lists = request.query.lists !== undefined;
        // The lists' one fact, the friends invited, is counted in the snapshot's read.
        const seasonType = request.headers[HEADERS.seasonType];
        const answered = await loadGameUser(context, session, { seasonType, wallet, friends: lists }, request.log);
        if (!lists) return answered.response;
        return { ...answered.response, lists: await openingLists(context, session.userId, answered) };
      },
    );
}
