/**
 * POST /backend/hub/share/invite: the session's invite as a message the bot prepared
 * (`savePreparedInlineMessage`), which the client hands to Telegram's `shareMessage`
 * (docs/operations.md, "In the Mini App"). A 503 (no bot, no PUBLIC_URL) or a 502 (Telegram
 * refused) sends the client to the share link instead.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SHARE_INVITE_PATH, shareInviteBodySchema, shareInviteSchema } from '#protocol/share';
import { requireSession, userNotFound } from '../auth/request-session.ts';
import { botTexts } from '../bot/texts.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { refuseBanned } from '../services/bans.ts';
import { inviteResult } from '../services/invite-message.ts';
import { readUser } from '../services/users.ts';

export function registerShareRoutes(app: FastifyInstance, context: AppContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(SHARE_INVITE_PATH, { schema: { body: shareInviteBodySchema, response: { 200: shareInviteSchema } } }, async (request) => {
      const telegramId = requireSession(request).userId;
      const user = await readUser(context.db, telegramId);
      if (user === undefined) throw userNotFound();
      refuseBanned(user);
      const bot = context.bot.bot;
      const { publicUrl, appName } = context.config.bot;
      if (bot === undefined || publicUrl === undefined)
        throw new HttpError(503, 'BOT_DISABLED', 'Prepared messages need the bot and PUBLIC_URL');
      try {
        // The bot's username names the invite link: getMe once per process (grammY keeps it).
        if (!bot.isInited()) await bot.init();
        const result = inviteResult({ telegramId, botUsername: bot.botInfo.username, appName, publicUrl, texts: botTexts(user.language) });
        const prepared = await bot.api.savePreparedInlineMessage(telegramId, result, {
          allow_user_chats: true,
          allow_group_chats: true,
          allow_bot_chats: false,
          allow_channel_chats: true,
        });
        return { id: prepared.id };
      } catch (error) {
        request.log.warn({ err: error }, 'savePreparedInlineMessage failed');
        throw new HttpError(502, 'BOT_API_ERROR', 'Telegram did not prepare the invite, share the link instead');
      }
    });
}
