import { CATALOG_V1 } from '#domain/catalog';
import { describe, expect, it } from 'vitest';
import { newPlayer } from '#domain/player';
import { relevel } from '#domain/producer';
import { trackProducers } from './tracking.ts';

const T = Date.UTC(2025, 5, 1);

describe('producer tracking', () => {
  it('tracks continuous producers with interval, outputs, snapshot time, boost end and multiplier', () => {
    const player = newPlayer(CATALOG_V1, T, false);
    const state = { ...player, producers: player.producers.map((producer) => relevel(CATALOG_V1, producer, 10)) };
    const tracking = trackProducers(state, T);
    const sprouter = state.producers[0];
    expect(tracking.continuous['main:sprouter']).toEqual({
      season: 'main',
      interval: sprouter?.interval,
      outputs: sprouter?.outputs,
      snapshotTime: T,
      boostEndTime: null,
      multiplier: 1,
    });
    expect(tracking.boosted).toEqual({});
  });

  it('puts a manual producer under a running boost in the separate boost map', () => {
    const player = newPlayer(CATALOG_V1, T, false);
    const boosts = player.boosts.map((boost) => (boost.type === 'user' ? { ...boost, start_time: T - 1000, end_time: T + 60_000 } : boost));
    const tracking = trackProducers({ ...player, boosts }, T);
    expect(tracking.continuous).toEqual({});
    expect(tracking.boosted['main:sprouter']).toEqual({ season: 'main', boostEndTime: T + 60_000, multiplier: 2, cycleStartedAt: null });
    // Once the boost is over, nothing is boosted.
    expect(trackProducers({ ...player, boosts }, T + 60_000).boosted).toEqual({});
  });
});
