/**
 * The player's setting for the bot's reminders (docs/operations.md, "Bot messages and reminders"):
 * GET answers it, POST `{ on }` changes it. `reachable` says whether the bot may write to the player
 * at all (they allowed messages and have not blocked the bot).
 */
import { z } from 'zod/mini';

export const REMINDERS_PATH = '/backend/hub/reminders';

export const remindersBodySchema = z.object({ on: z.boolean() });
export const remindersResponseSchema = z.object({ on: z.boolean(), reachable: z.boolean() });
export type RemindersSetting = z.infer<typeof remindersResponseSchema>;
