/**
 * The quest list as the screen shows it: the statuses of the player's view (so a take or a claim
 * shows at once) merged with what only the server knows (friends invited, channel membership).
 */
import type { QuestDef } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { questList, type QuestView } from '#domain/quests';
import { utcDay } from '#domain/time';
import type { QuestListResponse } from '#protocol/quests';

export interface QuestRow extends QuestView {
  /** The reward can be claimed now (as far as the client can tell). */
  claimable: boolean;
  /** For a follow quest: when it becomes claimable, ms. */
  claimableAt: number | null;
  /** For an invite quest: friends counted and needed. */
  progress: { done: number; needed: number } | null;
}

function conditionMet(
  quest: QuestDef,
  view: PlayerState,
  now: number,
  takenAt: number | null,
  server: QuestListResponse | null | undefined,
): boolean {
  const condition = quest.condition;
  switch (condition.type) {
    case 'checkin':
      return view.checkin.lastDay === utcDay(now);
    case 'level':
      return [...view.producers, ...view.producersEvent].some((producer) => producer.level >= condition.level);
    case 'own':
      return view.producers.some((producer) => producer._id === condition.producer);
    case 'invite':
      return (server?.friendsInvited ?? 0) >= condition.friends;
    case 'channel':
      // Only the server can ask Telegram; it checks again on the claim.
      return server?.quests.find((entry) => entry.id === quest.id)?.claimable ?? true;
    case 'follow':
      return takenAt !== null && now >= takenAt + condition.delayMs;
  }
}

/** The rows of the quest screen at server time `now` (ms). */
export function questRows(view: PlayerState, server: QuestListResponse | null | undefined, now: number): QuestRow[] {
  // The channel quest is offered only where the server lists it (it can verify membership).
  const channelOffered = server?.quests.some((quest) => quest.condition.type === 'channel') ?? false;
  return questList(view, { now, channelOffered }).map((quest) => {
    const condition = quest.condition;
    const claimableAt = condition.type === 'follow' && quest.takenAt !== null ? quest.takenAt + condition.delayMs : null;
    const progress =
      condition.type === 'invite' ? { done: Math.min(server?.friendsInvited ?? 0, condition.friends), needed: condition.friends } : null;
    const claimable = quest.status === 'PENDING' && conditionMet(quest, view, now, quest.takenAt, server);
    return { ...quest, claimable, claimableAt, progress };
  });
}

/** Quests on offer not taken yet (game rules: total − COMPLETED − PENDING). */
export function availableCount(rows: readonly QuestRow[]): number {
  return rows.filter((row) => row.status === 'NONE').length;
}
