/** GET / POST /backend/hub/reminders: the player's switch for the bot's reminders, in the network chunk. */
import { REMINDERS_PATH, remindersResponseSchema, type RemindersSetting } from '#protocol/reminders';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';

/** The setting as the server holds it; `on` given, changed to it first. */
export async function requestReminders(context: DataContext, on?: boolean): Promise<RemindersSetting> {
  if (on === undefined) return requestJson(context, { method: 'GET', path: REMINDERS_PATH, schema: remindersResponseSchema });
  return requestJson(context, { method: 'POST', path: REMINDERS_PATH, body: { on }, schema: remindersResponseSchema });
}
