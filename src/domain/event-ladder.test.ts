import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CATALOG_V1 } from './catalog.ts';
import { claimableSteps, EVENT_LADDER, eventPoints, eventPricesAvoidTokens, ladderView } from './event-ladder.ts';
import { startEventSeason, startMainSeason } from './seasons.ts';
import { T0 } from './testing/arbitraries.ts';
import { player } from './testing/fixtures.ts';

const ctx = { catalog: CATALOG_V1, now: T0, rng: () => 0 };
const inEvent = (tokens: number) => ({
  ...startEventSeason(CATALOG_V1, player(), 'event-1', T0),
  resourcesEvent: [0, 0, 0, tokens] as [number, number, number, number],
});

describe('the event ladder', () => {
  it('climbs: each step costs more than the one before', () => {
    const points = EVENT_LADDER.map((step) => step.points);
    expect([...points].sort((a, b) => a - b)).toEqual(points);
    expect(new Set(points).size).toBe(points.length);
  });

  it('counts event tokens as points, only inside an event', () => {
    expect(eventPoints(inEvent(41.9))).toBe(41);
    expect(eventPoints(player({ resourcesEvent: [0, 0, 0, 500] }))).toBe(0);
    expect(claimableSteps(player({ resourcesEvent: [0, 0, 0, 500] }))).toBe(0);
  });

  it('shows which steps are reached and claimable', () => {
    const view = ladderView(inEvent(40));
    expect(view.map((step) => step.claimable)).toEqual([true, true, false, false, false]);
    expect(view.map((step) => step.toGo)).toEqual([0, 0, 110, 460, 1460]);
    expect(claimableSteps(inEvent(40))).toBe(2);
  });

  it('pays a reached step into the main season once', () => {
    const before = inEvent(EVENT_LADDER[0]?.points ?? 0);
    const first = applyAction(before, { type: 'event-ladder-claim', step: 0 }, ctx);
    if (!first.ok) throw new Error(first.reason);
    expect(first.value.state.spin).toBe(before.spin + 1);
    expect(first.value.result.granted).toEqual([{ type: 'spin', amount: 1 }]);
    expect(ladderView(first.value.state)[0]).toMatchObject({ claimed: true, claimable: false });
    const again = applyAction(first.value.state, { type: 'event-ladder-claim', step: 0 }, ctx);
    expect(again).toMatchObject({ ok: false, reason: 'LADDER_CLAIMED' });
  });

  it('credits the top step in main-season tokens', () => {
    const top = EVENT_LADDER.length - 1;
    const before = inEvent(EVENT_LADDER[top]?.points ?? 0);
    const done = applyAction(before, { type: 'event-ladder-claim', step: top }, ctx);
    if (!done.ok) throw new Error(done.reason);
    expect(done.value.state.resources[3]).toBe(before.resources[3] + 2000);
    expect(done.value.result.tokensCredited).toBe(2000);
  });

  it('refuses a step not reached, unknown, or outside an event', () => {
    expect(applyAction(inEvent(4), { type: 'event-ladder-claim', step: 0 }, ctx)).toMatchObject({
      ok: false,
      reason: 'LADDER_NOT_REACHED',
    });
    expect(applyAction(inEvent(4), { type: 'event-ladder-claim', step: 9 }, ctx)).toMatchObject({ ok: false, reason: 'LADDER_UNKNOWN' });
    expect(applyAction(player(), { type: 'event-ladder-claim', step: 0 }, ctx)).toMatchObject({ ok: false, reason: 'NO_EVENT_SEASON' });
  });

  it('forgets the claims of an earlier event and keeps them across a new main season', () => {
    const claimed = { ...inEvent(10), eventLadder: { season: 'event-1', claimed: [0] } };
    expect(ladderView(startMainSeason(CATALOG_V1, claimed, T0))[0]?.claimed).toBe(true);
    const next = {
      ...startEventSeason(CATALOG_V1, { ...claimed, eventSeason: null }, 'event-2', T0),
      resourcesEvent: [0, 0, 0, 10] as [number, number, number, number],
    };
    expect(ladderView(next)[0]).toMatchObject({ claimed: false, claimable: true });
  });

  it('holds only if no event price is in tokens', () => {
    expect(eventPricesAvoidTokens(CATALOG_V1)).toBe(true);
  });
});
