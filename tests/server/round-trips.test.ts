/**
 * The database round trips of the requests a player makes most (docs/scaling.md, "The load
 * model"): an applied action is the player's read and one write, the facts its rule judges (the
 * friends a quest action counts, the ad view a claim spends) found by that read; a sync with the
 * lists and the quest list are the read alone.
 */
import { describe, expect, it, vi } from 'vitest';
import { AD_MIN_VIEW_MS } from '#domain/ad-cards';
import { AD_VIEW_START_PATH, adViewStartResponseSchema } from '#protocol/ad-views';
import { enginePath } from '#protocol/engine';
import { GAME_USER_PATH, gameUserWithListsSchema } from '#protocol/game-user';
import { questListResponseSchema } from '#protocol/quests';
import { act, newPlayerSession, statementsOf, useHarness } from './helpers/harness.ts';

const harness = useHarness();

/** Until no statement ran for half a second: what first opens leave running (their bot messages) is done. */
async function quiet(): Promise<void> {
  let last = Date.now();
  const stop = harness.database.onStatement(() => {
    last = Date.now();
  });
  try {
    await vi.waitFor(
      () => {
        expect(Date.now() - last).toBeGreaterThanOrEqual(500);
      },
      { timeout: 10_000, interval: 100 },
    );
  } finally {
    stop();
  }
}

describe('round trips of the hot requests', () => {
  it('an invite quest taken and claimed: the read (the friends counted in it), then the write', async () => {
    const inviter = await newPlayerSession(harness, { id: 5301 });
    await newPlayerSession(harness, { id: 5302, startParam: 'r_5301' });
    // A process creates a hot statement's function at its first use (db/statement-functions.ts):
    // a quest action is made once before one is counted.
    expect((await act(harness, inviter, 'quest-take', { questId: 'reach-level-10' })).statusCode).toBe(200);
    await quiet();

    const take = await statementsOf(harness, () => act(harness, inviter, 'quest-take', { questId: 'invite-1' }));
    expect(take.answer.statusCode, take.answer.body).toBe(200);
    expect(take.statements).toBe(2);
    // Claimable only with the friend counted: the count the read brought is the rule's fact.
    const claim = await statementsOf(harness, () => act(harness, inviter, 'quest-claim', { questId: 'invite-1' }));
    expect(claim.answer.statusCode, claim.answer.body).toBe(200);
    expect(claim.statements).toBe(2);
    expect(JSON.parse(claim.answer.body)).toMatchObject({ result: { type: 'quest-claim', tokensCredited: 100 } });
  });

  it('an ad card claimed with its view: the read (the unspent view found in it), then the write', async () => {
    const session = await newPlayerSession(harness, { id: 5321 });
    const startAd = async (card: 'spin' | 'water') => {
      const started = await harness.call(session, { method: 'POST', url: AD_VIEW_START_PATH, payload: { card } });
      expect(started.statusCode, started.body).toBe(200);
      return adViewStartResponseSchema.parse(started.json()).adView;
    };
    // The claim's statements made once: a first ad watched and claimed (another card: each has its cooldown).
    const first = await startAd('spin');
    harness.clock.advance(AD_MIN_VIEW_MS);
    expect((await act(harness, session, 'ad-card-claim', { card: 'spin', adView: first })).statusCode).toBe(200);
    const second = await startAd('water');
    harness.clock.advance(AD_MIN_VIEW_MS);
    await quiet();

    const claim = await statementsOf(harness, () => act(harness, session, 'ad-card-claim', { card: 'water', adView: second }));
    expect(claim.answer.statusCode, claim.answer.body).toBe(200);
    expect(claim.statements).toBe(2);
    expect(JSON.parse(claim.answer.body)).toMatchObject({ result: { type: 'ad-card-claim' } });
  });

  it('a sync with the lists and the quest list: the player read alone, the friends counted in it', async () => {
    const inviter = await newPlayerSession(harness, { id: 5311 });
    await newPlayerSession(harness, { id: 5312, startParam: 'r_5311' });
    // Each read's function made once; then the contact just written stays fresh for a minute.
    const first = await harness.call(inviter, { method: 'GET', url: `${GAME_USER_PATH}?lists=1` });
    expect(first.statusCode, first.body).toBe(200);
    expect((await harness.call(inviter, { method: 'POST', url: enginePath('quest-list') })).statusCode).toBe(200);
    await quiet();

    const sync = await statementsOf(harness, () => harness.call(inviter, { method: 'GET', url: `${GAME_USER_PATH}?lists=1` }));
    expect(sync.answer.statusCode, sync.answer.body).toBe(200);
    expect(sync.statements).toBe(1);
    expect(gameUserWithListsSchema.parse(sync.answer.json()).lists?.quests.friendsInvited).toBe(1);
    const list = await statementsOf(harness, () => harness.call(inviter, { method: 'POST', url: enginePath('quest-list') }));
    expect(list.answer.statusCode, list.answer.body).toBe(200);
    expect(list.statements).toBe(1);
    expect(questListResponseSchema.parse(list.answer.json()).friendsInvited).toBe(1);
  });
});
