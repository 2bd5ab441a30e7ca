/**
 * Signing in to the console: `GET /admin/sign-in?token=...` spends a one-time link, sets the
 * operator session's cookie and opens the console (a refused link is audited); in development (no BOT_TOKEN) `GET
 * /dev/console-link[?operator=<id>]` issues such a link for an operator of ADMIN_IDS and follows it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_SIGN_IN_PATH, DEV_CONSOLE_LINK_PATH } from '#protocol/console';
import { MESSAGES } from '#protocol/errors';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http-error.ts';
import { audit } from '../../console/audit.ts';
import { setOperatorCookie } from '../../console/cookies.ts';
import { issueSignInPath, redeemSignIn } from '../../console/links.ts';
import { openOperatorSession } from '../../console/operator-session.ts';

export function registerSignInRoutes(fastify: FastifyInstance, context: AppContext): void {
  const { config } = context;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    CONSOLE_SIGN_IN_PATH,
    { schema: { hide: true, querystring: z.object({ token: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const now = config.now();
      const operatorId = await redeemSignIn(context.db, request.query.token, now);
      // A refused sign-in is audited too (never the token): operator 0 when the link named nobody.
      const refused = (reason: string) =>
        audit(context.db, { operatorId: operatorId ?? 0, action: 'sign-in-refused', detail: { reason, ip: request.ip } }, now);
      if (operatorId === undefined) {
        await refused('link used, expired or unknown');
        throw new HttpError(
          401,
          'SESSION_INVALID',
          'This sign-in link was used already or has expired: send /admin to the bot for a new one',
        );
      }
      if (!config.bot.adminIds.includes(operatorId)) {
        await refused('not an operator');
        throw new HttpError(403, 'FORBIDDEN', MESSAGES.forbidden);
      }
      await audit(context.db, { operatorId, action: 'sign-in' }, now);
      const session = await openOperatorSession(context.db, operatorId, now);
      return setOperatorCookie(reply, session).header('cache-control', 'no-store').redirect('/admin/', 303);
    },
  );

  if (config.botToken !== undefined) return;
  app.get(
    DEV_CONSOLE_LINK_PATH,
    { schema: { hide: true, querystring: z.object({ operator: z.optional(z.coerce.number().int()) }) } },
    async (request, reply) => {
      const operatorId = request.query.operator ?? config.bot.adminIds[0];
      if (operatorId === undefined || !config.bot.adminIds.includes(operatorId))
        throw new HttpError(403, 'FORBIDDEN', 'Not an operator: set ADMIN_IDS (comma separated Telegram ids) and restart');
      return reply.redirect(await issueSignInPath(context.db, operatorId, config.now()), 303);
    },
  );
}
