import { describe, expect, it } from 'vitest';
import type { Action } from './actions.ts';
import { advance } from './advance.ts';
import { CARD_REWARDS, CATALOG_V1, EVENTS, PRODUCTS, QUESTS, SPIN_SLOTS } from './catalog.ts';
import type { Reward } from './catalog-types.ts';
import { AD_CARD_KINDS } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import { productionPerMinute } from './production.ts';
import { rewardPreview } from './rewards.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer } from './testing/fixtures.ts';
import { DAY, utcDay } from './time.ts';
import { purchasePricesIn, windfallCap } from './windfall.ts';

/** A start of a UTC day, so the daily limits of the tractor and the cards are fresh. */
const NOW = (utcDay(T0) + 1) * DAY;

/** A farm in its second hour: every producer of the chain runs by itself, the beehive is owned. */
function midGame(overrides: Partial<PlayerState> = {}): PlayerState {
  const producers = [
    producer('sprouter', 40),
    producer('field', 30),
    producer('compost', 20),
    producer('market', 15),
    producer('beehive', 3),
  ];
  return player({ producers, resources: [0, 0, 0, 600], settledAt: NOW, lastSeen: NOW, createdAt: NOW, ...overrides });
}

/** What each reward of `rewards` shows now, on `state` settled at NOW. */
function labels(state: PlayerState, rewards: readonly Reward[]) {
  const settled = advance(state, NOW);
  return rewards.map((reward) => rewardPreview(CATALOG_V1, settled, reward));
}

/** The roll that draws entry `index` of a weighted table. */
function rollFor(table: readonly { weight: number }[], index: number): number {
  const total = table.reduce((sum, entry) => sum + entry.weight, 0);
  const before = table.slice(0, index).reduce((sum, entry) => sum + entry.weight, 0);
  return (before + (table[index]?.weight ?? 0) / 2) / total;
}

function granted(state: PlayerState, action: Action, roll = 0) {
  return apply(state, action, at(NOW, roll)).result.granted;
}

describe('every reward pays what its label shows (rewardPreview)', () => {
  it.each(SPIN_SLOTS.map((slot) => [slot.slot, slot] as const))('the wheel, slot %i', (index, slot) => {
    const state = midGame({ spin: 1 });
    expect(granted(state, { type: 'spin' }, rollFor(SPIN_SLOTS, index))).toEqual(labels(state, [slot.reward]));
  });

  it('the tractor', () => {
    const state = midGame();
    expect(granted(state, { type: 'event-trigger', event: 'TRACTOR' })).toEqual(labels(state, [EVENTS.TRACTOR.reward]));
  });

  it.each(CARD_REWARDS.map((card, index) => [index, card] as const))('a card, reward %i', (index, card) => {
    const state = midGame();
    expect(granted(state, { type: 'card-turn', card: 0 }, rollFor(CARD_REWARDS, index))).toEqual(labels(state, [card.reward]));
  });

  it('a quest', () => {
    const quest = QUESTS.find((q) => q.id === 'own-market');
    if (quest === undefined) throw new Error('no own-market quest');
    const taken = apply(midGame(), { type: 'quest-take', questId: quest.id }, at(NOW)).state;
    expect(granted(taken, { type: 'quest-claim', questId: quest.id })).toEqual(labels(taken, quest.rewards));
  });

  it.each(PRODUCTS.map((product) => [product.id, product] as const))('the shop: %s', (id, product) => {
    const state = midGame({ resources: [0, 0, 0, 1000] });
    expect(granted(state, { type: 'limited-product-buy', productId: id })).toEqual(labels(state, product.rewards));
  });

  it.each(AD_CARD_KINDS.map((kind) => [kind] as const))('an ad card: %s', (kind) => {
    const state = midGame();
    expect(granted(state, { type: 'ad-card-claim', card: kind })).toEqual(labels(state, [CATALOG_V1.adCards[kind].reward]));
  });
});

describe('a mid-game prize is meaningful, and capped', () => {
  it('30 min of seed production pays the production, up to the next two seed purchases', () => {
    const state = advance(midGame(), NOW);
    const [first = 0, second = 0] = purchasePricesIn(CATALOG_V1, state, 0);
    const cap = windfallCap(CATALOG_V1, state, 0);
    expect(cap).toBe(first + second);
    const preview = rewardPreview(CATALOG_V1, state, { type: 'resource', resource: 0, minutes: 30, amount: 100 });
    expect(preview).toEqual({
      type: 'resource',
      resource: 0,
      season: 'main',
      amount: Math.min(cap, 30 * productionPerMinute(state, 'main', 0)),
    });
    // More than the old bound (the next purchase alone): the prize buys the next level and part of the one after.
    expect(preview.type === 'resource' && preview.amount).toBeGreaterThan(first);
  });

  it('a fixed amount is paid as written', () => {
    expect(rewardPreview(CATALOG_V1, midGame(), { type: 'resource', resource: 3, minutes: 0, amount: 50 })).toEqual({
      type: 'resource',
      resource: 3,
      season: 'main',
      amount: 50,
    });
  });
});
