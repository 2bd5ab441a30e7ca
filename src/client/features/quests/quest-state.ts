/**
 * The quest list as the screen shows it: the statuses of the player's view (so a take or a claim
 * shows at once), claimability from the domain's claim rule, with the facts only the server knows
 * (friends invited, channel membership) taken from its list.
 */
import type { Catalog } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { byPlayerOrder, questClaims, type QuestClaimView } from '#domain/quests';
import type { QuestListResponse } from '../../data/index.ts';

/** A row of the quest screen: the domain's quest with its claim, stage and progress. */
export type QuestRow = QuestClaimView;

/** The quest options of the screen: the channel quest is offered only where the server lists it. */
function questOptions(server: QuestListResponse | null | undefined, now: number): { now: number; channelOffered: boolean } {
  return { now, channelOffered: server?.quests.some((quest) => quest.condition.type === 'channel') ?? false };
}

/** The rows of the quest screen at server time `now` (ms), in the order a player reads them (`byPlayerOrder`). */
export function questRows(catalog: Catalog, view: PlayerState, server: QuestListResponse | null | undefined, now: number): QuestRow[] {
  // Only the server can ask Telegram about the channel; it checks again on the claim.
  const channelMember = server?.quests.find((quest) => quest.condition.type === 'channel')?.claimable ?? true;
  const facts = { friendsInvited: server?.friendsInvited ?? 0, channelMember };
  return byPlayerOrder(questClaims(catalog, view, facts, questOptions(server, now)));
}
