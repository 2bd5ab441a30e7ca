/**
 * Quests: none → PENDING (taken) → COMPLETED (reward claimed). PENDING and COMPLETED both count
 * as taken; a daily quest taken on an earlier UTC day is free again.
 */
import type { Catalog, QuestDef } from './catalog-types.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { PlayerState, QuestRecord } from './player.ts';
import type { Result } from './result.ts';
import { fail, failUntil, ok } from './result.ts';
import { grantRewards, tokensIn } from './rewards.ts';
import { utcDay } from './time.ts';

/** Facts about the player the server verified (missing = not met). */
export interface QuestFacts {
  friendsInvited?: number;
  /** Channel membership through the Bot API; undefined where it cannot be checked. */
  channelMember?: boolean;
}

/** Options of the quest list. */
export interface QuestOptions {
  /** ms; defaults to the state's settled time. */
  now?: number;
  /** Offer the channel quest (only where a bot token and channel are configured). Default true. */
  channelOffered?: boolean;
}

/** A quest as the quest list shows it. */
export interface QuestView extends QuestDef {
  status: 'NONE' | 'PENDING' | 'COMPLETED';
  /** For PENDING quests: when it was taken, ms. */
  takenAt: number | null;
}

/** Quests on offer. */
export function offeredQuests(catalog: Catalog, options: QuestOptions = {}): readonly QuestDef[] {
  return options.channelOffered === false ? catalog.quests.filter((quest) => quest.condition.type !== 'channel') : catalog.quests;
}

/** The record of a quest if it still counts at `now` (daily records expire with their day). */
function currentRecord(state: PlayerState, quest: QuestDef, now: number): QuestRecord | undefined {
  const record = state.quests[quest.id];
  if (record === undefined) return undefined;
  return quest.repeat === 'daily' && record.day !== utcDay(now) ? undefined : record;
}

/** The quest list with the player's statuses. */
export function questList(catalog: Catalog, state: PlayerState, options: QuestOptions = {}): QuestView[] {
  const now = options.now ?? state.settledAt;
  return offeredQuests(catalog, options).map((quest) => {
    const record = currentRecord(state, quest, now);
    return { ...quest, status: record?.status ?? 'NONE', takenAt: record?.takenAt ?? null };
  });
}

/** Available quests = offered − COMPLETED − PENDING. */
export function availableQuestCount(catalog: Catalog, state: PlayerState, options: QuestOptions = {}): number {
  return questList(catalog, state, options).filter((quest) => quest.status === 'NONE').length;
}

/** True when the quest's condition holds for the player at `now`. */
function questConditionMet(state: PlayerState, quest: QuestDef, record: QuestRecord, now: number, facts: QuestFacts): boolean {
  const condition = quest.condition;
  switch (condition.type) {
    case 'checkin':
      return state.checkin.lastDay === utcDay(now);
    case 'level':
      return [...state.producers, ...state.producersEvent].some((producer) => producer.level >= condition.level);
    case 'own':
      return state.producers.some((producer) => producer._id === condition.producer);
    case 'invite':
      return (facts.friendsInvited ?? 0) >= condition.friends;
    case 'channel':
      return facts.channelMember === true;
    case 'follow':
      return now >= record.takenAt + condition.delayMs;
  }
}

/** Takes quest `id` (PENDING). The channel quest needs a verifiable membership. */
export function takeQuest(catalog: Catalog, state: PlayerState, id: string, now: number, facts: QuestFacts): Result<Outcome> {
  const quest = catalog.quests.find((entry) => entry.id === id);
  if (quest === undefined) return fail('QUEST_UNKNOWN');
  if (quest.condition.type === 'channel' && facts.channelMember === undefined) return fail('QUEST_UNAVAILABLE');
  if (currentRecord(state, quest, now) !== undefined) return fail('QUEST_TAKEN');
  const quests = { ...state.quests, [id]: { status: 'PENDING' as const, takenAt: now, day: utcDay(now) } };
  return ok({ state: { ...state, quests }, result: emptyResult('quest-take') });
}

/** Claims the reward of a PENDING quest whose condition holds; it becomes COMPLETED. */
export function claimQuest(catalog: Catalog, state: PlayerState, id: string, now: number, facts: QuestFacts): Result<Outcome> {
  const quest = catalog.quests.find((entry) => entry.id === id);
  if (quest === undefined) return fail('QUEST_UNKNOWN');
  const record = currentRecord(state, quest, now);
  if (record === undefined) return fail('QUEST_NOT_TAKEN');
  if (record.status === 'COMPLETED') return fail('QUEST_TAKEN');
  if (!questConditionMet(state, quest, record, now, facts)) {
    // Only a follow quest's condition is a wait.
    const condition = quest.condition;
    return condition.type === 'follow' ? failUntil('QUEST_NOT_MET', record.takenAt + condition.delayMs) : fail('QUEST_NOT_MET');
  }
  const done = grantRewards(catalog, state, quest.rewards, now, 'quest-claim');
  const quests = { ...done.state.quests, [id]: { ...record, status: 'COMPLETED' as const } };
  return ok({
    state: { ...done.state, quests },
    result: { ...emptyResult('quest-claim'), granted: done.granted, tokensCredited: tokensIn(done.granted) },
  });
}

/** How far a quest's condition is: `done` of `needed` (levels, friends), both whole. */
export interface QuestProgress {
  done: number;
  needed: number;
}

/** A quest of the list with its claim: can the reward be claimed now, and if time will allow it, when. */
export interface QuestClaimView extends QuestView {
  /**
   * What the player reads: `met` when the claim rule accepts it now (taken or not), `in-progress`
   * while a taken quest's condition does not hold yet, `available` to take, `done` once claimed.
   */
  stage: 'available' | 'met' | 'in-progress' | 'done';
  /** For a quest counted in numbers (a level, friends invited) not claimed yet: how far it is; else null. */
  progress: QuestProgress | null;
  /** The claim rule accepts it now. */
  claimable: boolean;
  /** For a PENDING quest time will make claimable (a follow quest's delay): from when, ms. */
  claimableAt: number | null;
  /** For a quest not taken yet: its condition already holds, so taking it and claiming it can be one tap. */
  claimableOnTake: boolean;
}

/** Whether taking quest `id` now would let its claim through at once (dry runs of both rules). */
function claimableOnTake(catalog: Catalog, state: PlayerState, id: string, now: number, facts: QuestFacts): boolean {
  const taken = takeQuest(catalog, state, id, now, facts);
  return taken.ok && claimQuest(catalog, taken.value.state, id, now, facts).ok;
}

/** How far `quest`'s counted condition is for the player (levels reached, friends invited); null for a yes-or-no condition. */
export function questProgress(state: PlayerState, quest: QuestDef, facts: QuestFacts): QuestProgress | null {
  const condition = quest.condition;
  if (condition.type === 'level') {
    const best = [...state.producers, ...state.producersEvent].reduce((level, producer) => Math.max(level, producer.level), 0);
    return { done: Math.min(best, condition.level), needed: condition.level };
  }
  if (condition.type === 'invite') return { done: Math.min(facts.friendsInvited ?? 0, condition.friends), needed: condition.friends };
  return null;
}

/** The stage a player reads from a quest's status and its claim (see {@link QuestClaimView.stage}). */
function questStage(status: QuestView['status'], claimable: boolean): QuestClaimView['stage'] {
  if (status === 'COMPLETED') return 'done';
  if (claimable) return 'met';
  return status === 'PENDING' ? 'in-progress' : 'available';
}

/**
 * The quests a player can act on now: a reward the claim rule accepts at once (taken, or met before
 * taking). A quest waiting on something outside the game (friends, a follow) counts only once met,
 * so the menu's counter reaches zero.
 */
export function actionableQuestCount(quests: readonly QuestClaimView[]): number {
  return quests.filter((quest) => quest.stage === 'met').length;
}

/**
 * The quest list with each PENDING quest's claim tried by the claim rule itself (a dry run) with
 * `facts`: the one test of claimability for the server's list and the client's screen.
 */
export function questClaims(catalog: Catalog, state: PlayerState, facts: QuestFacts, options: QuestOptions = {}): QuestClaimView[] {
  const now = options.now ?? state.settledAt;
  return questList(catalog, state, options).map((quest): QuestClaimView => {
    if (quest.status === 'COMPLETED') {
      return { ...quest, claimable: false, claimableAt: null, claimableOnTake: false, stage: 'done', progress: null };
    }
    const progress = questProgress(state, quest, facts);
    if (quest.status === 'NONE') {
      const onTake = claimableOnTake(catalog, state, quest.id, now, facts);
      return { ...quest, claimable: false, claimableAt: null, claimableOnTake: onTake, stage: questStage('NONE', onTake), progress };
    }
    const claim = claimQuest(catalog, state, quest.id, now, facts);
    const claimableAt = claim.ok ? null : (claim.retryAt ?? null);
    return { ...quest, claimable: claim.ok, claimableAt, claimableOnTake: false, stage: questStage('PENDING', claim.ok), progress };
  });
}

/** The order a player reads quests in: a reward to claim now first, then quests to take, then those in progress, finished last. */
function questRank(quest: QuestClaimView): number {
  if (quest.claimable || quest.claimableOnTake) return 0;
  if (quest.status === 'NONE') return 1;
  return quest.status === 'PENDING' ? 2 : 3;
}

/** `quests` in the player's reading order (`questRank`); the catalog's order within each group. */
export function byPlayerOrder<T extends QuestClaimView>(quests: readonly T[]): T[] {
  return quests
    .map((quest, index) => ({ quest, index }))
    .sort((a, b) => questRank(a.quest) - questRank(b.quest) || a.index - b.index)
    .map(({ quest }) => quest);
}
