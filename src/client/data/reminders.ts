/** The bot's reminders, a setting the server keeps (it sends them): read it, or change it. */
import type { RemindersSetting } from '#protocol/reminders';
import type { DataClient } from './client.ts';
import { loadNetwork } from './network-loader.ts';

/** The setting (`on` given: changed to it); null when the server could not be asked. */
export async function reminders(client: DataClient | undefined, on?: boolean): Promise<RemindersSetting | null> {
  if (client === undefined) return null;
  try {
    const network = await loadNetwork();
    return await network.requestReminders(client.context, on);
  } catch {
    return null;
  }
}
