import { CATALOG_V1 } from '#domain/catalog';
import { describe, expect, it } from 'vitest';
import { newPlayer } from '#domain/player';
import type { GameUser } from '#protocol/game-user';
import { reconcileGameUser, reconcileWater } from './reconcile.ts';

const T = Date.UTC(2025, 5, 1);
const water = (timestamp: number, amount: number, inuse = false) => ({ amount, inuse, premiumTimestamp: null, multiplier: 1.2, timestamp });

describe('the water boost rule', () => {
  it('takes new values only when their update time is more than 1 s newer', () => {
    const stored = water(T, 30, true);
    expect(reconcileWater(stored, water(T + 1000, 10))).toBe(stored);
    expect(reconcileWater(stored, water(T + 999, 10))).toBe(stored);
    expect(reconcileWater(stored, water(T - 5000, 10))).toBe(stored);
    const newer = water(T + 1001, 10);
    expect(reconcileWater(stored, newer)).toBe(newer);
    expect(reconcileWater(undefined, newer)).toBe(newer);
  });

  it('keeps the rest of the snapshot from the server', () => {
    const base = newPlayer(CATALOG_V1, T, false);
    const user = (resources: GameUser['resources'], timestamp: number): GameUser => ({
      ...base,
      resources,
      waterBoost: water(timestamp, 5),
      user_id: 1,
      name: 'A',
      email: '1@telegram',
      _id: 'g',
      withdrawable_tokens: 0,
      vested_tokens: 0,
      wallet: null,
    });
    const stored = user([1, 2, 3, 4], T);
    const merged = reconcileGameUser(stored, user([9, 9, 9, 9], T + 500));
    expect(merged.resources).toEqual([9, 9, 9, 9]);
    expect(merged.waterBoost).toBe(stored.waterBoost);
  });
});
