/**
 * The bot's messaging in this instance (docs/operations.md, "Bot messages and reminders"): the
 * queue's sender and the reminder pass, when `messages.run` is on (tests call them instead).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { startQueueSender } from './bot-queue-worker.ts';
import { startReminderPass } from './reminders.ts';

export function startMessaging(context: AppContext, log: FastifyBaseLogger): { stop(): Promise<void> } {
  const { config, db } = context;
  if (!config.messages.run) return { stop: async () => {} };
  const sender = startQueueSender(context, log);
  const stopReminders = startReminderPass(db, config.now, config.messages.reminderIntervalMs, log);
  return {
    stop: async () => {
      await stopReminders();
      await sender.stop();
    },
  };
}
