import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CATALOG_V1, FOLLOW_QUEST_DELAY_MS, QUESTS } from './catalog.ts';
import { actionableQuestCount, availableQuestCount, byPlayerOrder, questClaims, questList } from './quests.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer, reasonOf } from './testing/fixtures.ts';
import { DAY } from './time.ts';

describe('quest counting', () => {
  it('counts available = total − COMPLETED − PENDING', () => {
    const state = player({
      quests: {
        'own-field': { status: 'PENDING', takenAt: T0, day: 0 },
        'invite-1': { status: 'COMPLETED', takenAt: T0, day: 0 },
      },
    });
    expect(availableQuestCount(CATALOG_V1, player())).toBe(QUESTS.length);
    expect(availableQuestCount(CATALOG_V1, state)).toBe(QUESTS.length - 2);
    expect(availableQuestCount(CATALOG_V1, state, { channelOffered: false })).toBe(QUESTS.length - 3);
    expect(questList(CATALOG_V1, state).find((q) => q.id === 'own-field')?.status).toBe('PENDING');
  });

  it('frees a daily quest on the next UTC day', () => {
    const taken = apply(player(), { type: 'quest-take', questId: 'daily-checkin' }, at(T0)).state;
    expect(availableQuestCount(CATALOG_V1, taken, { now: T0 })).toBe(QUESTS.length - 1);
    expect(availableQuestCount(CATALOG_V1, taken, { now: T0 + DAY })).toBe(QUESTS.length);
    expect(reasonOf(applyAction(taken, { type: 'quest-take', questId: 'daily-checkin' }, at(T0 + DAY)))).toBe('applied');
  });
});

describe('quest-take and quest-claim', () => {
  it('takes, then claims when the condition holds, crediting the rewards once', () => {
    const state = player({ resources: [0, 0, 0, 0], producers: [producer('sprouter', 1), producer('field', 1)] });
    const taken = apply(state, { type: 'quest-take', questId: 'own-field' }, at(T0)).state;
    expect(taken.quests['own-field']?.status).toBe('PENDING');
    const claimed = apply(taken, { type: 'quest-claim', questId: 'own-field' }, at(T0 + 1));
    expect(claimed.state.quests['own-field']?.status).toBe('COMPLETED');
    expect(claimed.state.resources[3]).toBe(20);
    expect(claimed.result.tokensCredited).toBe(20);
    expect(claimed.state.tokensEarned).toBe(20);
    expect(reasonOf(applyAction(claimed.state, { type: 'quest-claim', questId: 'own-field' }, at(T0 + 2)))).toBe('QUEST_TAKEN');
    expect(reasonOf(applyAction(claimed.state, { type: 'quest-take', questId: 'own-field' }, at(T0 + 2)))).toBe('QUEST_TAKEN');
  });

  it('refuses unknown, untaken and unmet quests', () => {
    expect(reasonOf(applyAction(player(), { type: 'quest-take', questId: 'fly' }, at(T0)))).toBe('QUEST_UNKNOWN');
    expect(reasonOf(applyAction(player(), { type: 'quest-claim', questId: 'fly' }, at(T0)))).toBe('QUEST_UNKNOWN');
    expect(reasonOf(applyAction(player(), { type: 'quest-claim', questId: 'own-market' }, at(T0)))).toBe('QUEST_NOT_TAKEN');
    const taken = apply(player(), { type: 'quest-take', questId: 'own-market' }, at(T0)).state;
    expect(reasonOf(applyAction(taken, { type: 'quest-claim', questId: 'own-market' }, at(T0)))).toBe('QUEST_NOT_MET');
  });

  it('checks invites and channel membership against the facts the server verified', () => {
    const taken = apply(player(), { type: 'quest-take', questId: 'invite-5' }, at(T0)).state;
    expect(reasonOf(applyAction(taken, { type: 'quest-claim', questId: 'invite-5' }, at(T0, 0, { friendsInvited: 4 })))).toBe(
      'QUEST_NOT_MET',
    );
    expect(reasonOf(applyAction(taken, { type: 'quest-claim', questId: 'invite-5' }, at(T0, 0, { friendsInvited: 5 })))).toBe('applied');
    expect(reasonOf(applyAction(player(), { type: 'quest-take', questId: 'join-channel' }, at(T0)))).toBe('QUEST_UNAVAILABLE');
    const channel = apply(player(), { type: 'quest-take', questId: 'join-channel' }, at(T0, 0, { channelMember: false })).state;
    expect(reasonOf(applyAction(channel, { type: 'quest-claim', questId: 'join-channel' }, at(T0, 0, { channelMember: false })))).toBe(
      'QUEST_NOT_MET',
    );
    expect(reasonOf(applyAction(channel, { type: 'quest-claim', questId: 'join-channel' }, at(T0, 0, { channelMember: true })))).toBe(
      'applied',
    );
  });

  it('makes a follow quest claimable 30 s after it is taken', () => {
    const taken = apply(player(), { type: 'quest-take', questId: 'follow-tiktok' }, at(T0)).state;
    expect(reasonOf(applyAction(taken, { type: 'quest-claim', questId: 'follow-tiktok' }, at(T0 + FOLLOW_QUEST_DELAY_MS - 1)))).toBe(
      'QUEST_NOT_MET',
    );
    expect(reasonOf(applyAction(taken, { type: 'quest-claim', questId: 'follow-tiktok' }, at(T0 + FOLLOW_QUEST_DELAY_MS)))).toBe('applied');
  });

  it('needs a check-in today for the daily quest, and a level 10 producer for the level quest', () => {
    const taken = apply(player(), { type: 'quest-take', questId: 'daily-checkin' }, at(T0)).state;
    expect(reasonOf(applyAction(taken, { type: 'quest-claim', questId: 'daily-checkin' }, at(T0)))).toBe('QUEST_NOT_MET');
    const checked = apply(taken, { type: 'checkin' }, at(T0)).state;
    expect(reasonOf(applyAction(checked, { type: 'quest-claim', questId: 'daily-checkin' }, at(T0)))).toBe('applied');
    const level = apply(player({ producers: [producer('sprouter', 10)] }), { type: 'quest-take', questId: 'reach-level-10' }, at(T0)).state;
    expect(apply(level, { type: 'quest-claim', questId: 'reach-level-10' }, at(T0)).result.granted).toEqual([
      { type: 'resource', resource: 3, season: 'main', amount: 100 },
      { type: 'boost', boost: 'user', amount: 1 },
    ]);
  });
});

describe('questClaims', () => {
  it('is the claim rule dry-run: claimable when it accepts, and when time will allow it', () => {
    const taken = apply(player(), { type: 'quest-take', questId: 'follow-tiktok' }, at(T0)).state;
    const early = questClaims(CATALOG_V1, taken, {}, { now: T0 + 1 }).find((quest) => quest.id === 'follow-tiktok');
    expect(early).toMatchObject({ status: 'PENDING', claimable: false, claimableAt: T0 + FOLLOW_QUEST_DELAY_MS });
    const late = questClaims(CATALOG_V1, taken, {}, { now: T0 + FOLLOW_QUEST_DELAY_MS }).find((quest) => quest.id === 'follow-tiktok');
    expect(late).toMatchObject({ claimable: true, claimableAt: null });
    const invite = apply(player(), { type: 'quest-take', questId: 'invite-1' }, at(T0)).state;
    expect(questClaims(CATALOG_V1, invite, { friendsInvited: 0 }, { now: T0 }).find((quest) => quest.id === 'invite-1')?.claimable).toBe(
      false,
    );
    expect(questClaims(CATALOG_V1, invite, { friendsInvited: 1 }, { now: T0 }).find((quest) => quest.id === 'invite-1')?.claimable).toBe(
      true,
    );
    expect(questClaims(CATALOG_V1, invite, { friendsInvited: 1 }, { now: T0 }).filter((quest) => quest.status === 'NONE')).toHaveLength(
      availableQuestCount(CATALOG_V1, invite, { now: T0 }),
    );
  });

  it('marks a quest not taken whose condition already holds as one tap from its reward, and puts it first', () => {
    const owner = player({ producers: [producer('sprouter', 1), producer('field', 1)] });
    const withClaim = apply(owner, { type: 'quest-take', questId: 'follow-tiktok' }, at(T0)).state;
    const done = apply(withClaim, { type: 'quest-take', questId: 'invite-1' }, at(T0)).state;
    const claimed = apply(done, { type: 'quest-claim', questId: 'invite-1' }, at(T0, 0, { friendsInvited: 1 })).state;
    const list = questClaims(CATALOG_V1, claimed, { friendsInvited: 1 }, { now: T0 + 1 });
    expect(list.find((quest) => quest.id === 'own-field')).toMatchObject({ status: 'NONE', claimableOnTake: true });
    expect(list.find((quest) => quest.id === 'own-market')).toMatchObject({ status: 'NONE', claimableOnTake: false });
    expect(list.find((quest) => quest.id === 'invite-5')?.claimableOnTake).toBe(false);

    const ordered = byPlayerOrder(list);
    const groups = ordered.map((quest) =>
      quest.claimable || quest.claimableOnTake ? 0 : quest.status === 'NONE' ? 1 : quest.status === 'PENDING' ? 2 : 3,
    );
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(ordered[0]?.claimableOnTake).toBe(true);
    expect(ordered.at(-1)).toMatchObject({ id: 'invite-1', status: 'COMPLETED' });
    expect(ordered.find((quest) => quest.id === 'follow-tiktok')?.status).toBe('PENDING');
    expect(ordered).toHaveLength(list.length);
  });
});

describe('quest stages, progress and the counter', () => {
  it('says a met quest is met, taken or not, and an unmet taken one in progress with its numbers', () => {
    const high = player({ producers: [producer('sprouter', 26)] });
    const taken = apply(high, { type: 'quest-take', questId: 'reach-level-10' }, at(T0)).state;
    const met = questClaims(CATALOG_V1, taken, {}, { now: T0 + 1 }).find((quest) => quest.id === 'reach-level-10');
    expect(met?.stage).toBe('met');
    expect(met?.progress).toEqual({ done: 10, needed: 10 });
    const notTaken = questClaims(CATALOG_V1, high, {}, { now: T0 }).find((quest) => quest.id === 'reach-level-10');
    expect(notTaken?.stage).toBe('met');

    const low = apply(player({ producers: [producer('sprouter', 4)] }), { type: 'quest-take', questId: 'reach-level-10' }, at(T0)).state;
    const going = questClaims(CATALOG_V1, low, {}, { now: T0 + 1 }).find((quest) => quest.id === 'reach-level-10');
    expect(going?.stage).toBe('in-progress');
    expect(going?.progress).toEqual({ done: 4, needed: 10 });
    const invite = questClaims(CATALOG_V1, low, { friendsInvited: 2 }, { now: T0 + 1 }).find((quest) => quest.id === 'invite-5');
    expect(invite).toMatchObject({ stage: 'available', progress: { done: 2, needed: 5 } });
  });

  it('counts only what the player can act on now, and reaches zero once every met quest is claimed', () => {
    const state = player({ producers: [producer('sprouter', 12), producer('field', 1)] });
    const before = questClaims(CATALOG_V1, state, { friendsInvited: 0, channelMember: false }, { now: T0 });
    // Reach level 10 and Own a field are met; invites, the channel and the follows wait on the world outside.
    expect(actionableQuestCount(before)).toBe(2);
    let claimed = state;
    for (const questId of ['reach-level-10', 'own-field']) {
      claimed = apply(claimed, { type: 'quest-take', questId }, at(T0)).state;
      claimed = apply(claimed, { type: 'quest-claim', questId }, at(T0)).state;
    }
    expect(actionableQuestCount(questClaims(CATALOG_V1, claimed, { friendsInvited: 0, channelMember: false }, { now: T0 }))).toBe(0);
  });
});
