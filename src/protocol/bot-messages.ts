/**
 * The three bot message calls. Each answers 202 `{ status }`: `sent` through the Bot API,
 * `recorded` (no bot token configured: stored and logged only) or `failed` (Telegram refused).
 */
import { z } from 'zod';

export const WELCOME_MESSAGE_PATH = '/api/welcomeMessage';
export const DISCORD_PATH = '/api/discord';
export const REF_MESSAGE_PATH = '/api/refMessage';

const telegramId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,16}$/)]);
const httpsUrl = z.url({ protocol: /^https$/ }).max(512);

/** Sent to the caller (telegramId must be the caller's own id). */
export const welcomeMessageBodySchema = z.object({
  welcomeText: z.string().min(1).max(1000),
  telegramId,
  website: httpsUrl.optional(),
  playGame: httpsUrl.optional(),
});

/** Links the caller's Discord account; telegramId must be the caller's own id. */
export const discordBodySchema = z.object({ discordId: z.string().min(1).max(64), telegramId });

/** Tells the referrer a friend joined; referrerId must be the caller's referrer. */
export const refMessageBodySchema = z.object({
  referrerId: telegramId,
  refMessage: z.string().min(1).max(1000),
  playGame: httpsUrl.optional(),
});

export const botMessageResponseSchema = z.object({ status: z.enum(['sent', 'recorded', 'failed']) });
export type BotMessageResponse = z.infer<typeof botMessageResponseSchema>;
