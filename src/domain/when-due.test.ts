import { describe, expect, it } from 'vitest';
import type { Action } from './actions.ts';
import { applyAction, applyWhenDue } from './actions.ts';
import { AD_CARDS, EVENTS, FOLLOW_QUEST_DELAY_MS } from './catalog.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player } from './testing/fixtures.ts';

const START: Action = { type: 'producer-start', producerId: 'sprouter', season: 'main' };
const COLLECT: Action = { type: 'producer-collect', producerId: 'sprouter', season: 'main' };

function started() {
  return apply(player(), START, at(T0)).state;
}

describe('refusals that time cures say when (retryAt)', () => {
  it('a collect before the end of the cycle: the end of the cycle', () => {
    const state = started();
    const interval = state.producers[0]?.interval ?? 0;
    expect(applyAction(state, COLLECT, at(T0 + 1_000))).toEqual({ ok: false, reason: 'CYCLE_NOT_READY', retryAt: T0 + interval });
  });

  it('the tractor before its interval: its latest trigger + the interval', () => {
    const state = player({ events: { ...player().events, TRACTOR: { triggerCount: 1, latest_trigger: T0, day: 0 } } });
    const refused = applyAction(state, { type: 'event-trigger', event: 'TRACTOR' }, at(T0 + 1_000));
    expect(refused).toEqual({ ok: false, reason: 'EVENT_NOT_READY', retryAt: T0 + EVENTS.TRACTOR.interval });
  });

  it('an ad card in its cooldown: when it is available again', () => {
    const claimed = apply(player(), { type: 'ad-card-claim', card: 'spin' }, at(T0)).state;
    const refused = applyAction(claimed, { type: 'ad-card-claim', card: 'spin' }, at(T0 + 1));
    expect(refused).toEqual({ ok: false, reason: 'COOLDOWN', retryAt: T0 + AD_CARDS.spin.cooldown });
  });

  it('a follow quest claimed early: 30 s after it was taken; a quest time cannot cure says nothing', () => {
    const taken = apply(player(), { type: 'quest-take', questId: 'follow-tiktok' }, at(T0)).state;
    expect(applyAction(taken, { type: 'quest-claim', questId: 'follow-tiktok' }, at(T0 + 1))).toEqual({
      ok: false,
      reason: 'QUEST_NOT_MET',
      retryAt: T0 + FOLLOW_QUEST_DELAY_MS,
    });
    const own = apply(player(), { type: 'quest-take', questId: 'own-field' }, at(T0)).state;
    expect(applyAction(own, { type: 'quest-claim', questId: 'own-field' }, at(T0 + 1))).toEqual({ ok: false, reason: 'QUEST_NOT_MET' });
  });
});

describe('applyWhenDue', () => {
  it('applies an action the rules accept at the time asked', () => {
    const { outcome, at: applied } = applyWhenDue(player(), START, at(T0 + 10), T0 + 10);
    expect(outcome.ok).toBe(true);
    expect(applied).toBe(T0 + 10);
  });

  it('applies a collect asked for too early at the end of the cycle, with one more try', () => {
    const state = started();
    const end = T0 + (state.producers[0]?.interval ?? 0);
    const { outcome, at: applied } = applyWhenDue(state, COLLECT, at(T0 + 1_000), end);
    expect(outcome.ok).toBe(true);
    expect(applied).toBe(end);
  });

  it('leaves the refusal when the moment is after the latest allowed, or time cannot cure it', () => {
    const state = started();
    const end = T0 + (state.producers[0]?.interval ?? 0);
    expect(applyWhenDue(state, COLLECT, at(T0 + 1_000), end - 1)).toEqual({
      outcome: { ok: false, reason: 'CYCLE_NOT_READY', retryAt: end },
      at: T0 + 1_000,
    });
    expect(applyWhenDue(player(), COLLECT, at(T0 + 1_000), T0 + 1e9).outcome).toEqual({ ok: false, reason: 'NO_CYCLE' });
  });
});
