/**
 * The three bot message calls (docs/product.md, section 7). The server composes every text and button itself
 * from its translated templates and sends each message at most once per (kind, player): the
 * text and link fields an older client sends (welcomeText, refMessage, website, playGame) are
 * accepted for compatibility and ignored. Each answers 202 `{ status }`:
 * - `sent`: through the Bot API; `failed`: Telegram refused it (e.g. the player blocked the bot);
 * - `recorded`: no bot token configured, stored only;
 * - `pending`: another request is sending the same message right now;
 * - `queued`: the message queue sends it shortly (the chat had a message in the last second, or
 *   Telegram asked to wait);
 * - `skipped`: nobody to tell (a referral that was not credited: the referrer had not opened the
 *   game before the friend did).
 */
import { z as zodClassic } from 'zod';
import { z } from 'zod/mini';

export const WELCOME_MESSAGE_PATH = '/api/welcomeMessage';
export const DISCORD_PATH = '/api/discord';
export const REF_MESSAGE_PATH = '/api/refMessage';

// The bodies are the server's (zod schemas, each made by a function called as `@__PURE__`: the
// client's bundle, which reads only the answer's zod/mini schema, leaves them and zod out).
const telegramId = () => zodClassic.union([zodClassic.number().int().positive(), zodClassic.string().regex(/^\d{1,16}$/)]);
/** Accepted and ignored: bounded so a body stays small. */
const ignoredText = () => zodClassic.string().max(4096).optional();

/** Welcomes the caller; telegramId must be the caller's own id. */
export const welcomeMessageBodySchema = /* @__PURE__ */ (() =>
  zodClassic.object({ telegramId: telegramId(), welcomeText: ignoredText(), website: ignoredText(), playGame: ignoredText() }))();

/** Links the caller's Discord account (a Discord user id: digits); telegramId must be the caller's own id. */
export const discordBodySchema = /* @__PURE__ */ (() =>
  zodClassic.object({
    discordId: zodClassic.string().regex(/^[1-9][0-9]{0,19}$/, 'must be a Discord user id'),
    telegramId: telegramId(),
  }))();

/** Tells the referrer a friend joined; referrerId must be the caller's referrer. */
export const refMessageBodySchema = /* @__PURE__ */ (() =>
  zodClassic.object({ referrerId: telegramId(), refMessage: ignoredText(), playGame: ignoredText() }))();

export const botMessageResponseSchema = z.object({ status: z.enum(['queued', 'pending', 'sent', 'recorded', 'failed', 'skipped']) });
