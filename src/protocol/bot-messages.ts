/**
 * The three bot message calls of the notes. The server composes every text and button itself
 * from its translated templates and sends each message at most once per (kind, player): the
 * text and link fields the notes' client sends (welcomeText, refMessage, website, playGame) are
 * accepted for compatibility and ignored. Each answers 202 `{ status }`:
 * - `sent`: through the Bot API; `failed`: Telegram refused it (e.g. the player blocked the bot);
 * - `recorded`: no bot token configured, stored only;
 * - `pending`: another request is sending the same message right now;
 * - `skipped`: nobody to tell (a referral that was not credited: the referrer had not opened the
 *   game before the friend did).
 */
import { z } from 'zod';

export const WELCOME_MESSAGE_PATH = '/api/welcomeMessage';
export const DISCORD_PATH = '/api/discord';
export const REF_MESSAGE_PATH = '/api/refMessage';

const telegramId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,16}$/)]);
/** Accepted and ignored: bounded so a body stays small. */
const ignoredText = z.string().max(4096).optional();

/** Welcomes the caller; telegramId must be the caller's own id. */
export const welcomeMessageBodySchema = z.object({
  telegramId,
  welcomeText: ignoredText,
  website: ignoredText,
  playGame: ignoredText,
});

/** Links the caller's Discord account (a Discord user id: digits); telegramId must be the caller's own id. */
export const discordBodySchema = z.object({ discordId: z.string().regex(/^[1-9][0-9]{0,19}$/, 'must be a Discord user id'), telegramId });

/** Tells the referrer a friend joined; referrerId must be the caller's referrer. */
export const refMessageBodySchema = z.object({
  referrerId: telegramId,
  refMessage: ignoredText,
  playGame: ignoredText,
});

export const botMessageResponseSchema = z.object({ status: z.enum(['pending', 'sent', 'recorded', 'failed', 'skipped']) });
