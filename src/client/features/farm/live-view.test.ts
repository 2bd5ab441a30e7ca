import { CATALOG_V1 } from '#domain/catalog';
import { describe, expect, it } from 'vitest';
import { advance } from '#domain/advance';
import { newPlayer } from '#domain/player';
import { relevel } from '#domain/producer';
import { liveView } from './live-view.ts';

const T = Date.UTC(2025, 5, 1);
const continuous = {
  ...newPlayer(CATALOG_V1, T, false),
  producers: newPlayer(CATALOG_V1, T, false).producers.map((producer) => relevel(CATALOG_V1, producer, 10)),
};

describe('liveView', () => {
  it('gives advance(view, now) whether it steps from its last result or starts again', () => {
    for (const now of [T + 1_000, T + 61_000, T + 30_000, T + 600_000]) expect(liveView(continuous, now)).toEqual(advance(continuous, now));
    const other = { ...continuous, resources: [5, 0, 0, 0] as [number, number, number, number] };
    expect(liveView(other, T + 700_000)).toEqual(advance(other, T + 700_000));
  });
});
