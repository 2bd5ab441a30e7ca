import { describe, expect, it } from 'vitest';
import { applyAction } from './actions.ts';
import { CARD_REWARDS, CATALOG_V1, EVENTS } from './catalog.ts';
import { gameUserEvents, nextTractorAt, staleTractorTrigger } from './events.ts';
import { productionPerMinute } from './production.ts';
import { windfallCap } from './windfall.ts';
import type { PlayerState } from './player.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer, reasonOf } from './testing/fixtures.ts';
import { DAY, HOUR, MINUTE, SECOND, utcDay } from './time.ts';

const tractor = { type: 'event-trigger', event: 'TRACTOR' } as const;
/** A time at the start of a UTC day, so a run of triggers stays within one day. */
const DAY_START = (utcDay(T0) + 1) * DAY;

describe('tractor', () => {
  it('grants minutes of yield production, at least the floor', () => {
    // The next yield purchase (compost level 26 at 685; the market's levels cost fertilize) costs more than 20 minutes of a level-1 field.
    const modest = player({ producers: ['sprouter', 'field', 'compost', 'market'].map((id, i) => producer(id, i === 2 ? 25 : 1)) });
    const { state } = apply({ ...modest, resources: [0, 0, 0, 0] }, tractor, at(DAY_START));
    const expected = 20 * productionPerMinute(modest, 'main', 1);
    expect(expected).toBeLessThan(windfallCap(CATALOG_V1, modest, 1));
    expect(state.resources[1]).toBeCloseTo(expected, 2);
    expect(apply(player(), tractor, at(DAY_START)).state.resources[1]).toBe(30);
  });

  it('pays at most the next two purchases priced in yield (the windfall bound)', () => {
    const rich = player({ producers: [producer('sprouter', 40), producer('field', 10)], resources: [0, 0, 0, 0] });
    const { result } = apply(rich, tractor, at(DAY_START));
    expect(20 * productionPerMinute(rich, 'main', 1)).toBeGreaterThan(1000);
    // Buying the compost heap (100): the only purchase priced in yield (the market is bought with fertilize).
    expect(result.granted).toEqual([{ type: 'resource', resource: 1, season: 'main', amount: 100 }]);
  });

  it('allows one trigger per interval and 12 per UTC day', () => {
    let state: PlayerState = player({ settledAt: DAY_START - 1, lastSeen: DAY_START - 1 });
    for (let i = 0; i < EVENTS.TRACTOR.triggerLimit; i += 1) {
      const time = DAY_START + i * EVENTS.TRACTOR.interval;
      if (i > 0) expect(reasonOf(applyAction(state, tractor, at(time - 1)))).toBe('EVENT_NOT_READY');
      state = apply(state, tractor, at(time)).state;
    }
    expect(state.events.TRACTOR).toMatchObject({ triggerCount: 12, day: utcDay(DAY_START) });
    expect(reasonOf(applyAction(state, tractor, at(DAY_START + 12 * EVENTS.TRACTOR.interval)))).toBe('EVENT_LIMIT');
    expect(reasonOf(applyAction(state, tractor, at(DAY_START + DAY)))).toBe('applied');
    expect(gameUserEvents(CATALOG_V1, state, DAY_START + DAY)[0]).toMatchObject({ _id: 'tractor', triggerCount: 0 });
  });

  it('reads a latest trigger older than 2 min as 90 s ago', () => {
    expect(staleTractorTrigger(T0, T0 + 2 * MINUTE)).toBe(T0);
    expect(staleTractorTrigger(T0, T0 + 2 * MINUTE + 1)).toBe(T0 + 2 * MINUTE + 1 - 90 * SECOND);
  });

  it('comes 30 s after the game opens, and the rule accepts the tap then', () => {
    const opened = T0 + HOUR;
    const comes = nextTractorAt(CATALOG_V1, player(), opened, opened);
    expect(comes).toBe(opened + 30 * SECOND);
    expect(reasonOf(applyAction(player(), tractor, at(comes ?? 0)))).toBe('applied');
  });

  it('comes again one interval after a tap, and an earlier opening never brings it later', () => {
    const tapped = apply(player(), tractor, at(T0 + HOUR)).state;
    expect(nextTractorAt(CATALOG_V1, tapped, T0 + HOUR + 5_000, T0 + HOUR + 5_000)).toBe(T0 + HOUR + EVENTS.TRACTOR.interval);
    for (const opened of [T0, T0 + 30 * MINUTE, T0 + 2 * HOUR, T0 + 3 * HOUR]) {
      const later = nextTractorAt(CATALOG_V1, tapped, opened + MINUTE, opened + MINUTE) ?? 0;
      expect(nextTractorAt(CATALOG_V1, tapped, opened, opened + MINUTE) ?? 0).toBeLessThanOrEqual(later);
      expect(reasonOf(applyAction(tapped, tractor, at(nextTractorAt(CATALOG_V1, tapped, opened, opened) ?? 0)))).toBe('applied');
    }
  });

  it('stops at the daily limit', () => {
    const done = player({ events: { ...player().events, TRACTOR: { triggerCount: 12, latest_trigger: T0, day: utcDay(T0) } } });
    expect(nextTractorAt(CATALOG_V1, done, T0 + MINUTE, T0 + MINUTE)).toBeNull();
  });
});

describe('card event', () => {
  it('turns a card, draws the reward with rng, once per 4 h', () => {
    const { state, result } = apply(player({ spin: 0, nextFreeSpinAt: T0 + DAY }), { type: 'card-turn', card: 2 }, at(T0, 0.999));
    expect(result.card).toBe(2);
    expect(result.granted).toEqual([{ type: 'spin', amount: 2 }]);
    expect(state.spin).toBe(2);
    // What lay under the two other cards is shown, never credited: the spins are the turned card's alone.
    expect(result.unpicked).toHaveLength(2);
    expect(result.unpicked.every((grant) => typeof grant.type === 'string')).toBe(true);
    expect(reasonOf(applyAction(state, { type: 'card-turn', card: 0 }, at(T0 + 4 * HOUR - 1)))).toBe('EVENT_NOT_READY');
    expect(reasonOf(applyAction(state, { type: 'card-turn', card: 0 }, at(T0 + 4 * HOUR)))).toBe('applied');
    const first = CARD_REWARDS[0]?.reward;
    expect(apply(player(), { type: 'card-turn', card: 0 }, at(T0, 0)).result.granted[0]).toMatchObject({ type: first?.type });
  });

  it('refuses a card that is not on the table, and past the daily limit', () => {
    expect(reasonOf(applyAction(player(), { type: 'card-turn', card: 3 }, at(T0)))).toBe('CARD_UNKNOWN');
    expect(reasonOf(applyAction(player(), { type: 'card-turn', card: 1.5 }, at(T0)))).toBe('CARD_UNKNOWN');
    const spent = player({ events: { ...player().events, CARD: { triggerCount: 6, latest_trigger: T0 - 5 * HOUR, day: utcDay(T0) } } });
    expect(reasonOf(applyAction(spent, { type: 'card-turn', card: 0 }, at(T0)))).toBe('EVENT_LIMIT');
  });
});
