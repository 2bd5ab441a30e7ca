/** The quest list of `quest-list`: the player's statuses, claimability with verified facts, and counts. */
import { availableQuestCount, questClaims, questList } from '#domain/quests';
import type { QuestListResponse } from '#protocol/quests';
import type { SessionClaims } from '../auth/session-token.ts';
import type { AppContext } from '../context.ts';
import { channelMembership, channelOffered } from './channel.ts';
import { friendsInvitedOf } from './player-store.ts';
import { readSettledPlayer, type SettledView } from './settle.ts';

/** The page of the list a request asks for (the route's defaults: limit 100, offset 0). */
interface Page {
  limit: number;
  offset: number;
}

/** The list of the player of `session`, read and settled to now. */
export async function listQuests(context: AppContext, session: SessionClaims, page: Page): Promise<QuestListResponse> {
  const read = await readSettledPlayer(context, session, { friends: true });
  return questListOf(context, session.userId, read, friendsInvitedOf(read.loaded), page);
}

/**
 * The list of player `userId` as `view` shows them, with the friends they invited (the login
 * answers it beside its snapshot, from what its statement read).
 */
export async function questListOf(
  context: AppContext,
  userId: number,
  view: SettledView,
  friendsInvited: number,
  page: Page,
): Promise<QuestListResponse> {
  const { state, catalog, now } = view;
  const options = { now, channelOffered: channelOffered(context) };
  const views = questList(catalog, state, options);
  // Ask Telegram only when the answer matters: the channel quest is taken and waiting.
  const channelPending = views.some((quest) => quest.condition.type === 'channel' && quest.status === 'PENDING');
  const channelMember = channelPending ? await channelMembership(context, userId) : undefined;
  const facts = { friendsInvited, ...(channelMember === undefined ? {} : { channelMember }) };
  // The response keeps its documented fields: the screen's stage and progress are its own reading.
  const quests = questClaims(catalog, state, facts, options).map(
    ({ claimableAt: _at, claimableOnTake: _onTake, stage: _stage, progress: _progress, ...quest }) => quest,
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
