import { describe, expect, it } from 'vitest';
import { applyAction, type Action } from '#domain/actions';
import { newPlayer } from '#domain/player';
import { applyWhenDue, optimisticContext } from './apply.ts';

const T0 = Date.UTC(2025, 0, 1);
const START: Action = { type: 'producer-start', producerId: 'sprouter', season: 'main' };
const COLLECT: Action = { type: 'producer-collect', producerId: 'sprouter', season: 'main' };

function started() {
  const outcome = applyAction(newPlayer(T0, false), START, optimisticContext(T0, 'start'));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.value.state;
}

describe('applyWhenDue', () => {
  it('applies an action the rules accept at the time asked', () => {
    const { outcome, at } = applyWhenDue(newPlayer(T0, false), START, 'k', T0 + 10);
    expect(outcome.ok).toBe(true);
    expect(at).toBe(T0 + 10);
  });

  it('applies a collect asked for too early at the end of the cycle (5 s), not before', () => {
    const { outcome, at } = applyWhenDue(started(), COLLECT, 'k', T0 + 1_000);
    expect(outcome.ok).toBe(true);
    expect(at).toBeGreaterThanOrEqual(T0 + 5_000);
    expect(at).toBeLessThanOrEqual(T0 + 5_100);
  });

  it('leaves a refusal that time cannot cure as it is', () => {
    const { outcome, at } = applyWhenDue(newPlayer(T0, false), COLLECT, 'k', T0 + 1_000);
    expect(outcome).toEqual({ ok: false, reason: 'NO_CYCLE' });
    expect(at).toBe(T0 + 1_000);
  });

  it('takes facts only the server verifies as met: an invite quest can be claimed in the view', () => {
    const taken = applyAction(newPlayer(T0, false), { type: 'quest-take', questId: 'invite-1' }, optimisticContext(T0, 'take'));
    if (!taken.ok) throw new Error(taken.reason);
    expect(applyWhenDue(taken.value.state, { type: 'quest-claim', questId: 'invite-1' }, 'claim', T0 + 1).outcome.ok).toBe(true);
  });
});
