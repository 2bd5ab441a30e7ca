import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './actions.ts';
import { ACTION_TYPES, applyAction } from './actions.ts';
import { advance } from './advance.ts';
import { AD_CARD_KINDS } from './catalog-types.ts';
import { CATALOG_V1, producerDef, PRODUCERS, PRODUCTS, QUESTS } from './catalog.ts';
import { deriveLevel } from './levels.ts';
import type { PlayerState } from './player.ts';
import { isValid } from './resources.ts';
import { REASONS } from './result.ts';
import { stateArb, T0 } from './testing/arbitraries.ts';
import { at, player, producer, reasonOf } from './testing/fixtures.ts';
import { HOUR, MINUTE } from './time.ts';

const season = fc.constantFrom('main' as const, 'event' as const);
const producerId = fc.constantFrom(...PRODUCERS.map((def) => def.id));

/** Any action of the API with plausible (and some implausible) parameters. */
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('quest-take' as const), questId: fc.constantFrom(...QUESTS.map((q) => q.id), 'nope') }),
  fc.record({ type: fc.constant('quest-claim' as const), questId: fc.constantFrom(...QUESTS.map((q) => q.id)) }),
  fc.record({ type: fc.constant('producer-buy' as const), producerId, season }),
  fc.record({ type: fc.constant('producer-start' as const), producerId, season }),
  fc.record({ type: fc.constant('producer-collect' as const), producerId, season }),
  fc.record({ type: fc.constant('producer-upgrade' as const), producerId, season }),
  fc.record({ type: fc.constant('boost-use' as const), boost: fc.constantFrom('user' as const, 'insta' as const), producerId, season }),
  fc.record({ type: fc.constant('water-toggle' as const), on: fc.boolean() }),
  fc.constant({ type: 'spin' as const }),
  fc.constant({ type: 'event-trigger' as const, event: 'TRACTOR' as const }),
  fc.record({ type: fc.constant('card-turn' as const), card: fc.integer({ min: -1, max: 3 }) }),
  fc.record({ type: fc.constant('ad-card-claim' as const), card: fc.constantFrom(...AD_CARD_KINDS) }),
  fc.record({ type: fc.constant('limited-product-buy' as const), productId: fc.constantFrom(...PRODUCTS.map((p) => p.id)) }),
  fc.constant({ type: 'checkin' as const }),
);

const stepsArb = fc.array(
  fc.tuple(actionArb, fc.integer({ min: 0, max: 20 * MINUTE }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
  { minLength: 1, maxLength: 25 },
);

/** Runs `steps` from `state`, returning every state reached. */
function play(state: PlayerState, steps: [Action, number, number][]): PlayerState[] {
  const states = [state];
  let current = state;
  let now = state.settledAt;
  for (const [action, wait, roll] of steps) {
    now += wait;
    const result = applyAction(current, action, at(now, roll, { friendsInvited: 3, channelMember: true }));
    if (result.ok) current = result.value.state;
    states.push(current);
  }
  return states;
}

function rich(state: PlayerState): PlayerState {
  return {
    ...state,
    spin: 3,
    resources: [5000, 2000, 800, 500],
    boosts: state.boosts.map((b) => ({ ...b, amount: 2 })),
    waterBoost: { ...state.waterBoost, amount: 30 },
  };
}

describe('applyAction: properties over random action sequences', () => {
  it('keeps resources finite, non-negative and tokens whole; derived fields equal the catalog', () => {
    fc.assert(
      fc.property(stateArb({ maxLevel: 12 }), stepsArb, (state, steps) => {
        for (const reached of play(rich(state), steps)) {
          expect(isValid(reached.resources) && isValid(reached.resourcesEvent)).toBe(true);
          expect(Number.isInteger(reached.resources[3]) && Number.isInteger(reached.tokensEarned)).toBe(true);
          expect(reached.spin).toBeGreaterThanOrEqual(0);
          for (const p of [...reached.producers, ...reached.producersEvent]) {
            const def = producerDef(CATALOG_V1, p._id);
            if (def === undefined) throw new Error(p._id);
            expect(p).toMatchObject(deriveLevel(def, p.level));
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic and never mutates its input', () => {
    fc.assert(
      fc.property(stateArb({ maxLevel: 12 }), stepsArb, (state, steps) => {
        const start = rich(state);
        const copy = structuredClone(start);
        const first = play(start, steps);
        const second = play(structuredClone(start), steps);
        expect(JSON.stringify(first.at(-1))).toBe(JSON.stringify(second.at(-1)));
        expect(start).toEqual(copy);
      }),
      { numRuns: 40 },
    );
  });
});

describe('applyAction', () => {
  it('settles up to now first and records the contact', () => {
    const state = player({ producers: [producer('sprouter', 10)], resources: [0, 0, 0, 0] });
    const result = applyAction(state, { type: 'checkin' }, at(T0 + HOUR));
    if (!result.ok) throw new Error(result.reason);
    expect(result.value.state.settledAt).toBe(T0 + HOUR);
    expect(result.value.state.lastSeen).toBe(T0 + HOUR);
    expect(result.value.state.resources[0]).toBe(advance(state, T0 + HOUR).resources[0]);
  });

  it('refuses an action type that is not in the API', () => {
    expect(reasonOf(applyAction(player(), { type: 'cheat' } as unknown as Action, at(T0)))).toBe('INVALID_ACTION');
    expect(
      reasonOf(applyAction(player(), { type: 'producer-start', producerId: 'sprouter', season: 'winter' } as unknown as Action, at(T0))),
    ).toBe('INVALID_ACTION');
  });

  it('never moves time backwards for a late clock', () => {
    const later = player({ settledAt: T0 + HOUR, lastSeen: T0 + HOUR });
    const result = applyAction(later, { type: 'quest-take', questId: 'follow-tiktok' }, at(T0));
    if (!result.ok) throw new Error(result.reason);
    expect(result.value.state.quests['follow-tiktok']?.takenAt).toBe(T0 + HOUR);
  });

  it('exports the action types and reason codes for the protocol', () => {
    expect(ACTION_TYPES).toHaveLength(17);
    expect(new Set(REASONS).size).toBe(REASONS.length);
    expect(REASONS).toContain('NOT_ENOUGH_RESOURCES');
  });
});
