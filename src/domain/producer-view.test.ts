import { CATALOG_V1 } from './catalog.ts';
import { describe, expect, it } from 'vitest';
import { accepts, applyAction } from './actions.ts';
import { producerView } from './producer-view.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer } from './testing/fixtures.ts';

describe('producerView', () => {
  it('shows the outputs under the boosts in force, as a completion credits them', () => {
    const boosted = { ...player(), boosts: player().boosts.map((boost) => (boost.type === 'user' ? { ...boost, amount: 1 } : boost)) };
    const used = apply(boosted, { type: 'boost-use', boost: 'user' }, at(T0)).state;
    const sprouter = used.producers[0];
    if (sprouter === undefined) throw new Error('missing');
    expect(producerView(CATALOG_V1, used, 'main', sprouter, T0 + 1).outputs).toEqual([20, 0, 0, 0]);
    expect(producerView(CATALOG_V1, player(), 'main', sprouter, T0 + 1).outputs).toEqual([10, 0, 0, 0]);
  });

  it('looks payable exactly when the rule accepts the upgrade, to the last fraction', () => {
    const field = producer('field', 3);
    const price = field.next_level?.amounts[0] ?? 0;
    for (const held of [price, price - 1e-10, price + 1e-10, price - 1 / 1024]) {
      const state = player({ resources: [held, 0, 0, 0], producers: [producer('sprouter', 1), field] });
      const view = producerView(CATALOG_V1, state, 'main', field, T0);
      const rule = applyAction(state, { type: 'producer-upgrade', producerId: 'field', season: 'main' }, at(T0)).ok;
      expect(view.canUpgrade, `holding ${String(held)} of ${String(price)}`).toBe(rule);
      expect(view.upgradeCost).toEqual(field.next_level?.amounts);
    }
  });

  it('prices an upgrade during a running cycle as the rule charges it, inputs difference included', () => {
    const state = player({ resources: [1e6, 0, 0, 0], producers: [producer('sprouter', 1), producer('field', 2)] });
    const running = apply(state, { type: 'producer-start', producerId: 'field', season: 'main' }, at(T0)).state;
    const field = running.producers[1];
    if (field === undefined) throw new Error('missing');
    const charged = apply(running, { type: 'producer-upgrade', producerId: 'field', season: 'main' }, at(T0 + 1)).result.spent;
    expect(producerView(CATALOG_V1, running, 'main', field, T0 + 1).upgradeCost).toEqual(charged);
    expect(producerView(CATALOG_V1, running, 'main', field, T0 + 1).canStart).toBe(false);
    expect(accepts(CATALOG_V1, running, { type: 'producer-start', producerId: 'sprouter', season: 'main' }, T0 + 1)).toBe(true);
  });

  it('shows what the next level makes: one cycle at the next level, the upgrade credited as it will be', () => {
    // Past the interval's floor a level no longer shortens the cycle: its gain is the larger output.
    const high = producer('sprouter', 40);
    const state = player({ resources: [1e9, 0, 0, 0], producers: [high] });
    const view = producerView(CATALOG_V1, state, 'main', high, T0);
    const upgraded = apply(state, { type: 'producer-upgrade', producerId: 'sprouter', season: 'main' }, at(T0)).state;
    const after = upgraded.producers[0];
    if (after === undefined) throw new Error('missing');
    expect(view.nextOutputs).toEqual(producerView(CATALOG_V1, upgraded, 'main', after, T0).outputs);
    expect(view.nextOutputs?.[0]).toBeGreaterThan(view.outputs[0]);
  });
});

describe('producerView: the next level in the card’s own terms', () => {
  it('shortens the effective cycle of a producer the supply keeps up with, as the upgrade will', () => {
    const state = player({ resources: [1e9, 0, 0, 0], producers: [producer('sprouter', 5)] });
    const sprouter = state.producers[0];
    if (sprouter === undefined) throw new Error('missing');
    const view = producerView(CATALOG_V1, state, 'main', sprouter, T0);
    const upgraded = apply(state, { type: 'producer-upgrade', producerId: 'sprouter', season: 'main' }, at(T0)).state;
    const after = upgraded.producers[0];
    if (after === undefined) throw new Error('missing');
    expect(view.nextInterval).toBe(producerView(CATALOG_V1, upgraded, 'main', after, T0).interval);
    expect(view.nextInterval).toBeLessThan(view.interval);
  });

  it('gives a supply-bound producer (its cycle stretched by the share) no shorter cycle one level up', () => {
    // A level-25 field fed by a level-12 sprouter: the field's cycle waits on seeds (throttle.ts).
    const state = player({ resources: [1e9, 1e9, 0, 0], producers: [producer('sprouter', 12), producer('field', 25)] });
    const field = state.producers[1];
    if (field === undefined) throw new Error('missing');
    const view = producerView(CATALOG_V1, state, 'main', field, T0);
    expect(view.interval).toBeGreaterThan(field.interval);
    expect(view.nextInterval).toBeGreaterThanOrEqual(view.interval);
    expect(view.nextInterval).toBeGreaterThan(field.next_level?.interval ?? Infinity);
  });
});
