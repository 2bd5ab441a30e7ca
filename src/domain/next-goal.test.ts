import { describe, expect, it } from 'vitest';
import { CATALOG_V1, producerDef } from './catalog.ts';
import { dearestPaid, GOAL_RUNG_RATIO, isRung, timeToAfford } from './goal-ladder.ts';
import { upgradeCost } from './levels.ts';
import { nextGoal } from './next-goal.ts';
import { productionPerHour } from './production-rate.ts';
import type { PlayerState } from './player.ts';
import { nextProducer } from './seasons.ts';
import { T0 } from './testing/arbitraries.ts';
import { HOUR } from './time.ts';
import { apply, player, producer } from './testing/fixtures.ts';

function rich(state: PlayerState): PlayerState {
  return { ...state, resources: [1e12, 1e12, 1e12, 1e12] };
}

describe('the next goal', () => {
  it('teaches start, collect, upgrade and buy by doing them', () => {
    let state = player();
    const starter = state.producers[0];
    if (!starter) throw new Error('a new player owns the starter');
    const id = starter._id;
    expect(nextGoal(CATALOG_V1, state, T0)).toMatchObject({ kind: 'start', producerId: id, progress: 0 });

    state = apply(state, { type: 'producer-start', producerId: id, season: 'main' }, { catalog: CATALOG_V1, now: T0, rng: () => 0 }).state;
    expect(nextGoal(CATALOG_V1, state, T0 + starter.interval / 2)).toMatchObject({ kind: 'collect', producerId: id, progress: 0.5 });
    expect(nextGoal(CATALOG_V1, state, T0 + starter.interval)).toMatchObject({ kind: 'collect', producerId: id, progress: 1 });

    const now = T0 + starter.interval;
    state = apply(state, { type: 'producer-collect', producerId: id, season: 'main' }, { catalog: CATALOG_V1, now, rng: () => 0 }).state;
    const upgrade = nextGoal(CATALOG_V1, state, now);
    expect(upgrade).toMatchObject({ kind: 'upgrade', producerId: id, level: 2 });
    const price = state.producers[0]?.next_level?.amounts ?? [0, 0, 0, 0];
    expect(upgrade?.missing).toEqual(price.map((amount, slot) => Math.max(0, amount - (state.resources[slot] ?? 0))));
    expect(upgrade?.progress).toBeGreaterThan(0);
    expect(upgrade?.progress).toBeLessThan(1);

    state = apply(
      rich(state),
      { type: 'producer-upgrade', producerId: id, season: 'main' },
      { catalog: CATALOG_V1, now, rng: () => 0 },
    ).state;
    const second = nextProducer(CATALOG_V1, state, 'main');
    expect(nextGoal(CATALOG_V1, state, now)).toMatchObject({ kind: 'buy', producerId: second?.id, missing: [0, 0, 0, 0], progress: 1 });
  });

  it('says how much is missing for the next producer', () => {
    const state = {
      ...player(),
      producers: [{ ...producer('sprouter', 2), cycles: 3 }],
      resources: [50, 0, 0, 0] as PlayerState['resources'],
    };
    const next = nextProducer(CATALOG_V1, state, 'main');
    if (!next) throw new Error('the main season has a second producer');
    const goal = nextGoal(CATALOG_V1, state, T0);
    expect(goal).toMatchObject({ kind: 'buy', producerId: next.id });
    expect(goal?.missing[0]).toBe(Math.max(0, next.cost[0] - 50));
  });

  it('asks for a producer that runs by itself once every producer is owned, then for levels', () => {
    const all: string[] = [];
    let state = player();
    for (let next = nextProducer(CATALOG_V1, state, 'main'); next; next = nextProducer(CATALOG_V1, state, 'main')) {
      all.push(next.id);
      state = { ...state, producers: [...state.producers, producer(next.id, 1)] };
    }
    state = {
      ...state,
      producers: state.producers.map((owned) => ({ ...owned, cycles: 1, level: owned._id === state.producers[0]?._id ? 2 : 1 })),
    };
    const goal = nextGoal(CATALOG_V1, state, T0);
    expect(goal).toMatchObject({ kind: 'automate', producerId: state.producers[0]?._id, level: state.producers[0]?.is_continues_level });

    const continuous = state.producers.map((owned) => producer(owned._id, producerDef(CATALOG_V1, owned._id)?.tier === 1 ? 40 : 30));
    const later = nextGoal(CATALOG_V1, rich({ ...state, producers: continuous }), T0);
    expect(later?.kind).toBe('upgrade');
    expect(later?.missing).toEqual([0, 0, 0, 0]);
    expect(all.length).toBeGreaterThan(0);
  });

  it('puts a finished cycle first', () => {
    let state = { ...player(), producers: [producer('sprouter', 2)] };
    state = apply(
      state,
      { type: 'producer-start', producerId: 'sprouter', season: 'main' },
      { catalog: CATALOG_V1, now: T0, rng: () => 0 },
    ).state;
    expect(nextGoal(CATALOG_V1, state, T0 + 60_000)).toMatchObject({ kind: 'collect', producerId: 'sprouter', progress: 1 });
  });

  /** The farm of minute 45: the first four producers running by themselves and a beehive at `hive`. */
  function midGame(hive: number, tokens: number): PlayerState {
    const producers = ['sprouter', 'field', 'compost', 'market'].map((id) => ({ ...producer(id, 12), cycles: 1 }));
    return { ...player(), producers: [...producers, { ...producer('beehive', hive), cycles: 1 }], resources: [10, 10, 10, tokens] };
  }

  it('names a rung, not the next producer 80x away, and how long it takes at this rate', () => {
    const state = midGame(1, 600);
    const orchard = producerDef(CATALOG_V1, 'orchard');
    if (!orchard) throw new Error('the catalog has an orchard');
    // The orchard is more than 10x the dearest token price paid (the beehive's 5K): a cliff.
    expect(orchard.cost[3]).toBeGreaterThan(GOAL_RUNG_RATIO * dearestPaid(CATALOG_V1, state)[3]);
    const goal = nextGoal(CATALOG_V1, state, T0);
    expect(goal?.producerId).not.toBe('orchard');
    expect(goal?.kind).toMatch(/upgrade|automate/);
    expect(goal?.missing.some((amount) => amount > 0)).toBe(true);
    const owned = state.producers.find((one) => one._id === goal?.producerId);
    const def = producerDef(CATALOG_V1, goal?.producerId ?? '');
    if (!owned || !def) throw new Error('the goal names an owned producer');
    expect(isRung(upgradeCost(def, owned.level), dearestPaid(CATALOG_V1, state))).toBe(true);
    expect(goal?.eta).toBeGreaterThan(0);
    expect(goal?.eta).toBeLessThan(HOUR);
  });

  it('names the next producer once it is a rung above the levels bought', () => {
    // Beehive level 25 cost 1.5K x 1.15^24 = 42.9K tokens: the orchard's 400K is within 10x.
    const state = midGame(25, 1000);
    expect(nextGoal(CATALOG_V1, state, T0)).toMatchObject({ kind: 'buy', producerId: 'orchard', missing: [0, 0, 0, 399_000] });
  });

  it('counts the time to afford at the production of what is missing, and says when it is not made', () => {
    const state = { ...midGame(10, 0), resources: [1e9, 1e9, 1e9, 0] as PlayerState['resources'] };
    const goal = nextGoal(CATALOG_V1, state, T0);
    // Everything priced in seed, yield or fertilize is affordable: the rung to save for is the beehive's level.
    expect(goal).toMatchObject({ kind: 'upgrade', producerId: 'beehive', level: 11 });
    const tokensPerHour = productionPerHour(state, T0)[3];
    expect(goal?.eta).toBe(Math.ceil(((goal?.missing[3] ?? 0) / tokensPerHour) * 3600) * 1000);
    expect(timeToAfford([0, 0, 0, 5], [100, 0, 0, 0])).toBeNull();
    expect(timeToAfford([0, 0, 0, 0], [0, 0, 0, 0])).toBe(0);
  });
});
