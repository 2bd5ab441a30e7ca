/** Channel membership for the channel-join quest, checked through the Bot API's getChatMember. */
import type { AppContext } from '../context.ts';

const MEMBER_STATUSES = new Set(['creator', 'administrator', 'member', 'restricted']);

/** True or false where it can be checked; undefined where no bot token or channel is configured. */
export async function channelMembership(context: AppContext, userId: number): Promise<boolean | undefined> {
  const channel = context.config.channelId;
  if (!context.bot.enabled || channel === undefined) return undefined;
  const answer = await context.bot.getChatMember(channel, userId);
  // Telegram unreachable or refusing: not verified, so not met; the player can try again.
  return answer.ok && MEMBER_STATUSES.has(answer.value.status);
}

/** True where the channel quest is offered at all. */
export function channelOffered(context: AppContext): boolean {
  return context.bot.enabled && context.config.channelId !== undefined;
}
