import { CATALOG_V1 } from '#domain/catalog';
import { describe, expect, it } from 'vitest';
import { applyAction } from '#domain/actions';
import { newPlayer } from '#domain/player';
import { optimisticContext, seededRandom } from './action-context.ts';

const T0 = Date.UTC(2025, 0, 1);

describe('optimisticContext', () => {
  it('takes facts only the server verifies as met: an invite quest can be claimed in the view', () => {
    const taken = applyAction(
      newPlayer(CATALOG_V1, T0, false),
      { type: 'quest-take', questId: 'invite-1' },
      optimisticContext(CATALOG_V1, T0, 'take'),
    );
    if (!taken.ok) throw new Error(taken.reason);
    expect(
      applyAction(taken.value.state, { type: 'quest-claim', questId: 'invite-1' }, optimisticContext(CATALOG_V1, T0 + 1, 'claim')).ok,
    ).toBe(true);
  });

  it('leaves the draw of a spin to the server: the spin is spent, nothing is credited', () => {
    const player = newPlayer(CATALOG_V1, T0, false);
    const spun = applyAction(player, { type: 'spin' }, optimisticContext(CATALOG_V1, T0, 'spin'));
    if (!spun.ok) throw new Error(spun.reason);
    expect(spun.value.state.spin).toBe(player.spin - 1);
    expect(spun.value.state.resources).toEqual(player.resources);
    expect(spun.value.result).toMatchObject({ granted: [], slot: null });
  });

  it('draws the same numbers for the same key, so a replay gives the same view', () => {
    const first = seededRandom('key-1');
    const second = seededRandom('key-1');
    const other = seededRandom('key-2');
    const drawn = [first(), first(), first()];
    expect([second(), second(), second()]).toEqual(drawn);
    expect(other()).not.toBe(drawn[0]);
  });
});
