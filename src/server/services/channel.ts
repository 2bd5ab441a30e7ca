/** Channel membership for the channel-join quest, checked through the Bot API's getChatMember. */
import type { Action } from '#domain/actions';
import type { Catalog } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
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

/**
 * The channel fact the rule judges `action` on, asked of Telegram only where it decides: the claim
 * of the channel quest while it is pending. A take is judged only on the quest being offered (a
 * membership not asked counts as unmet); every other action needs nothing. Called once per request,
 * after its key was looked up (a replay asks nothing) and before any row lock (no network wait holds one).
 */
export async function channelFactFor(
  context: AppContext,
  userId: number,
  catalog: Catalog,
  state: PlayerState,
  action: Action,
): Promise<boolean | undefined> {
  if (action.type !== 'quest-take' && action.type !== 'quest-claim') return undefined;
  const quest = catalog.quests.find((entry) => entry.id === action.questId);
  if (quest?.condition.type !== 'channel' || !channelOffered(context)) return undefined;
  if (action.type === 'quest-take' || state.quests[quest.id]?.status !== 'PENDING') return false;
  return channelMembership(context, userId);
}
