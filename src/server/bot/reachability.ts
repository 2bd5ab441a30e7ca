/**
 * What Telegram tells the bot about reaching a player (docs/operations.md, "Bot messages and
 * reminders"): a private chat's `my_chat_member` says the player blocked the bot (`kicked`) or
 * started it again (`member`), and `write_access_allowed` says they granted the bot write access
 * (the Mini App's requestWriteAccess among others).
 */
import type { Bot } from 'grammy';
import type { AppDatabase } from '../db/database.ts';
import { allowMessages, markBlocked } from '../services/bot-contacts.ts';

export function installReachability(bot: Bot, deps: { db: AppDatabase; now: () => number }): void {
  const { db, now } = deps;
  bot.on('my_chat_member', async (ctx) => {
    const update = ctx.myChatMember;
    if (update.chat.type !== 'private') return;
    if (update.new_chat_member.status === 'kicked') await markBlocked(db, update.from.id, now());
    else if (update.new_chat_member.status === 'member') await allowMessages(db, update.from.id, now());
  });
  bot.on('message:write_access_allowed', async (ctx) => {
    await allowMessages(db, ctx.from.id, now());
  });
}
