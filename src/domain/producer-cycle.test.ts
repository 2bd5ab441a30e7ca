import { describe, expect, it } from 'vitest';
import { accepts } from './actions.ts';
import { CATALOG_V1 } from './catalog.ts';
import { cycleView } from './producer-cycle.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer } from './testing/fixtures.ts';

describe('cycleView', () => {
  it('shows a manual cycle ready exactly when the rule accepts its collection', () => {
    const state = player({ resources: [1e6, 0, 0, 0], producers: [producer('sprouter', 1), producer('field', 2)] });
    const running = apply(state, { type: 'producer-start', producerId: 'field', season: 'main' }, at(T0)).state;
    const field = running.producers[1];
    if (field === undefined) throw new Error('missing');
    const collect = { type: 'producer-collect' as const, producerId: 'field', season: 'main' as const };
    for (const now of [T0, T0 + field.interval - 1, T0 + field.interval, T0 + field.interval + 1]) {
      const view = cycleView(field, now);
      expect(view.phase === 'ready', `at +${String(now - T0)} ms`).toBe(accepts(CATALOG_V1, running, collect, now));
    }
    expect(cycleView(field, T0 + field.interval / 4)).toEqual({ phase: 'running', progress: 0.25, leftMs: (field.interval * 3) / 4 });
  });

  it('is idle before a start, and wraps round for a continuous producer', () => {
    const idle = producer('field', 2);
    expect(cycleView(idle, T0)).toEqual({ phase: 'idle', progress: 0, leftMs: 0 });
    const auto = { ...producer('sprouter', 1), is_continues: true, snapshot_time: T0 };
    expect(cycleView(auto, T0 + auto.interval * 2 + auto.interval / 2)).toMatchObject({ phase: 'auto', progress: 0.5 });
  });
});
