/**
 * POST /backend/hub/share/invite: the player's invite as a message the bot prepared
 * (`savePreparedInlineMessage`), shared with Telegram's `shareMessage`. The body is `{}`: the
 * server makes the picture, the text, the link and the button for the session's player.
 */
import { z } from 'zod/mini';

export const SHARE_INVITE_PATH = '/backend/hub/share/invite';

export const shareInviteSchema = z.object({ id: z.string().check(z.minLength(1)) });

/** Nothing to say: the server decides every part of the message. */
export const shareInviteBodySchema = z.strictObject({});
