import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CHALLENGE_REWARDS, CHALLENGE_TARGETS, CHALLENGE_TASKS } from './catalog.ts';
import { challengeFor, challengeView, countTask } from './daily-challenge.ts';
import type { PlayerState } from './player.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, reasonOf } from './testing/fixtures.ts';
import { DAY, utcDay } from './time.ts';

const D0 = utcDay(T0);

/** `state` with every task of today's challenge done by counting the actions that stand for them. */
function completeToday(state: PlayerState, now: number): PlayerState {
  let current = state;
  const types = { upgrade: 'producer-upgrade', tractor: 'event-trigger', spin: 'spin', card: 'card-turn' } as const;
  for (const task of challengeFor(utcDay(now)))
    for (let i = 0; i < task.target; i += 1) current = countTask(current, types[task.kind], now);
  return current;
}

describe('challengeFor', () => {
  it('is the same for the same day and picks distinct kinds with catalog targets', () => {
    for (let day = D0; day < D0 + 60; day += 1) {
      const tasks = challengeFor(day);
      expect(challengeFor(day)).toEqual(tasks);
      expect(tasks).toHaveLength(CHALLENGE_TASKS);
      expect(new Set(tasks.map((task) => task.kind)).size).toBe(CHALLENGE_TASKS);
      for (const task of tasks) expect(CHALLENGE_TARGETS[task.kind]).toContain(task.target);
    }
  });

  it('varies from day to day', () => {
    const seen = new Set<string>();
    for (let day = D0; day < D0 + 28; day += 1) seen.add(JSON.stringify(challengeFor(day)));
    expect(seen.size).toBeGreaterThan(5);
  });
});

describe('daily challenge progress', () => {
  it('counts applied actions of the task kinds, and not refused ones', () => {
    const state = player({ spin: 2 });
    const spun = apply(state, { type: 'spin' }, at(T0));
    expect(spun.state.daily).toMatchObject({ day: D0, counts: { spin: 1, upgrade: 0 } });
    const refused = applyAction(player({ spin: 0 }), { type: 'spin' }, at(T0));
    expect(reasonOf(refused)).toBe('NO_SPINS');
    const other = apply(state, { type: 'checkin' }, at(T0));
    expect(other.state.daily.counts).toEqual({ upgrade: 0, tractor: 0, spin: 0, card: 0 });
  });

  it('resets its counters at 00:00 UTC', () => {
    const lastMs = (D0 + 1) * DAY - 1;
    const counted = countTask(player(), 'producer-upgrade', lastMs);
    expect(counted.daily).toMatchObject({ day: D0, counts: { upgrade: 1 } });
    expect(countTask(counted, 'producer-upgrade', lastMs + 1).daily).toMatchObject({ day: D0 + 1, counts: { upgrade: 1 } });
    const next = challengeView(counted, lastMs + 1);
    expect(next.day).toBe(D0 + 1);
    expect(next.tasks.every((task) => task.done === 0)).toBe(true);
    expect(next.resetsAt).toBe((D0 + 2) * DAY);
  });
});

describe('challenge-claim', () => {
  it('refuses until every task is done, then pays once a day', () => {
    const now = T0;
    expect(reasonOf(applyAction(player(), { type: 'challenge-claim' }, at(now)))).toBe('CHALLENGE_NOT_MET');
    const done = completeToday(player(), now);
    expect(challengeView(done, now).complete).toBe(true);
    const claimed = apply(done, { type: 'challenge-claim' }, at(now));
    const tokens = CHALLENGE_REWARDS.find((reward) => reward.type === 'resource')?.amount ?? 0;
    expect(claimed.result.tokensCredited).toBe(tokens);
    expect(claimed.state.boosts.find((boost) => boost.type === 'user')?.amount).toBe(
      (done.boosts.find((boost) => boost.type === 'user')?.amount ?? 0) + 1,
    );
    expect(challengeView(claimed.state, now).claimed).toBe(true);
    expect(reasonOf(applyAction(claimed.state, { type: 'challenge-claim' }, at(now + 1000)))).toBe('CHALLENGE_CLAIMED');
    // The next UTC day brings a new challenge, not yet done.
    const tomorrow = (D0 + 1) * DAY;
    expect(challengeView(claimed.state, tomorrow).claimed).toBe(false);
    expect(reasonOf(applyAction(claimed.state, { type: 'challenge-claim' }, at(tomorrow)))).toBe('CHALLENGE_NOT_MET');
    expect(apply(completeToday(claimed.state, tomorrow), { type: 'challenge-claim' }, at(tomorrow)).result.tokensCredited).toBe(tokens);
  });
});
