/** The quest list of `quest-list`: the player's statuses, claimability with verified facts, and counts. */
import { advance } from '#domain/advance';
import { availableQuestCount, questClaims, questList } from '#domain/quests';
import type { QuestListResponse } from '#protocol/quests';
import { userNotFound } from '../auth/request-session.ts';
import type { AppContext } from '../context.ts';
import { channelMembership, channelOffered } from './channel.ts';
import { countReferrals, readUser } from './users.ts';

export async function listQuests(context: AppContext, userId: number, page: { limit: number; offset: number }): Promise<QuestListResponse> {
  const now = context.config.now();
  const user = await readUser(context.db, userId);
  if (user === undefined) throw userNotFound();
  const state = advance(user.state, now);
  const options = { now, channelOffered: channelOffered(context) };
  const views = questList(state, options);
  const friendsInvited = await countReferrals(context.db, userId);
  // Ask Telegram only when the answer matters: the channel quest is taken and waiting.
  const channelPending = views.some((view) => view.condition.type === 'channel' && view.status === 'PENDING');
  const channelMember = channelPending ? await channelMembership(context, userId) : undefined;
  const facts = { friendsInvited, ...(channelMember === undefined ? {} : { channelMember }) };
  const quests = questClaims(state, facts, options).map(({ claimableAt: _at, claimableOnTake: _onTake, ...view }) => view);
  return {
    quests: quests.slice(page.offset, page.offset + page.limit),
    total: views.length,
    available: availableQuestCount(state, options),
    friendsInvited,
    limit: page.limit,
    offset: page.offset,
    serverNow: now,
  };
}
