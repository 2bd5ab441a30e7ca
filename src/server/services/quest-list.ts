/** The quest list of `quest-list`: the player's statuses, claimability with verified facts, and counts. */
import { availableQuestCount, questClaims, questList } from '#domain/quests';
import type { QuestListResponse } from '#protocol/quests';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import { channelMembership, channelOffered } from './channel.ts';
import { readSettledPlayer } from './settle.ts';
import { countReferrals } from './users.ts';

export async function listQuests(
  context: AppContext,
  session: SessionClaims,
  page: { limit: number; offset: number },
): Promise<QuestListResponse> {
  const { state, catalog, now } = await readSettledPlayer(context, session);
  const userId = session.userId;
  const options = { now, channelOffered: channelOffered(context) };
  const views = questList(catalog, state, options);
  const friendsInvited = await countReferrals(context.db, userId);
  // Ask Telegram only when the answer matters: the channel quest is taken and waiting.
  const channelPending = views.some((view) => view.condition.type === 'channel' && view.status === 'PENDING');
  const channelMember = channelPending ? await channelMembership(context, userId) : undefined;
  const facts = { friendsInvited, ...(channelMember === undefined ? {} : { channelMember }) };
  // The response keeps its documented fields: the screen's stage and progress are its own reading.
  const quests = questClaims(catalog, state, facts, options).map(
    ({ claimableAt: _at, claimableOnTake: _onTake, stage: _stage, progress: _progress, ...view }) => view,
  );
  return {
    quests: quests.slice(page.offset, page.offset + page.limit),
    total: views.length,
    available: availableQuestCount(catalog, state, options),
    friendsInvited,
    limit: page.limit,
    offset: page.offset,
    serverNow: now,
  };
}
