import { describe, expect, it } from 'vitest';
import { USER_BOOST } from './catalog.ts';
import { headlineRate, productionPerHour } from './production-rate.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer } from './testing/fixtures.ts';
import { HOUR } from './time.ts';

describe('production per hour', () => {
  it('is each producer’s outputs per cycle × cycles per hour, summed', () => {
    const sprouter = producer('sprouter', 1);
    const state = player({ producers: [sprouter] });
    expect(productionPerHour(state, T0)).toEqual([(sprouter.outputs[0] * HOUR) / sprouter.interval, 0, 0, 0]);
    expect(headlineRate(state, T0)).toEqual({ resource: 0, perHour: (sprouter.outputs[0] * HOUR) / sprouter.interval });
  });

  it('heads with tokens once a producer makes them, else the most advanced resource', () => {
    const field = player({ producers: [producer('sprouter', 3), producer('field', 2)] });
    expect(headlineRate(field, T0).resource).toBe(1);
    const market = producer('market', 1);
    const withMarket = player({ producers: [producer('sprouter', 3), producer('field', 2), producer('compost', 1), market] });
    expect(headlineRate(withMarket, T0)).toEqual({ resource: 3, perHour: (market.outputs[3] * HOUR) / market.interval });
  });

  it('follows the multiplier in force: a user boost doubles it, prestige stars add to it', () => {
    const state = player({ producers: [producer('sprouter', 4)], boosts: player().boosts.map((boost) => ({ ...boost, amount: 1 })) });
    const base = headlineRate(state, T0).perHour;
    const boosted = apply(state, { type: 'boost-use', boost: 'user' }, at(T0)).state;
    expect(headlineRate(boosted, T0 + 1).perHour).toBeCloseTo(base * USER_BOOST.multiplier, 9);
    expect(headlineRate(boosted, T0 + USER_BOOST.durationMs + 1).perHour).toBeCloseTo(base, 9);
    const starred = { ...state, prestige: { count: 1, stars: 10 } };
    expect(headlineRate(starred, T0).perHour).toBeCloseTo(base * 1.2, 9);
  });
});
