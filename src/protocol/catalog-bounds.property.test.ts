/**
 * Any catalog the check accepts keeps every balance whole where it must be, finite and
 * non-negative, through any sequence of actions. Catalogs are drawn around the bounds (amounts
 * inside, at and beyond each ceiling, fractions, negatives); the ones the schema or the checks
 * refuse are skipped, so what is played is exactly what a publish could make live.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '#domain/actions';
import { applyAction } from '#domain/actions';
import { CATALOG_V1, PRODUCERS } from '#domain/catalog';
import { catalogProblems } from '#domain/catalog-check';
import type { Catalog, QuestCondition, QuestDef, Reward } from '#domain/catalog-types';
import { AD_CARD_KINDS } from '#domain/catalog-types';
import { MAX_INVITE_FRIENDS, MAX_QUEST_LEVEL, ONCE_CEILINGS, rewardExcess } from '#domain/content-bounds';
import { newPlayer, type PlayerState } from '#domain/player';
import { isValid } from '#domain/resources';
import { T0 } from '#domain/testing/arbitraries';
import { MINUTE } from '#domain/time';
import { catalogSchema } from './catalog-version.ts';

/** An amount up to `ceiling` (whole, at the ceiling now and then), or rarely a wild one. */
const amountArb = (ceiling: number, min = 0) =>
  fc.oneof(
    { weight: 32, arbitrary: fc.integer({ min, max: ceiling }) },
    { weight: 8, arbitrary: fc.constant(ceiling) },
    { weight: 1, arbitrary: fc.constantFrom(ceiling + 1, min - 1, -988_000, 0.5, 1e9, 1e15, 1e308) },
  );

const rewardArb: fc.Arbitrary<Reward> = fc.oneof(
  fc.record({
    type: fc.constant('resource' as const),
    resource: fc.constantFrom(0, 1, 2, 3 as const),
    amount: amountArb(ONCE_CEILINGS.tokens),
    minutes: amountArb(ONCE_CEILINGS.minutes),
  }),
  fc.record({ type: fc.constant('spin' as const), amount: amountArb(ONCE_CEILINGS.spins, 1) }),
  fc.record({
    type: fc.constant('boost' as const),
    boost: fc.constantFrom('user' as const, 'insta' as const),
    amount: amountArb(ONCE_CEILINGS.boosts, 1),
  }),
  fc.record({ type: fc.constant('water' as const), minutes: amountArb(ONCE_CEILINGS.water, 1) }),
);
const rewardsArb = fc.array(rewardArb, { minLength: 1, maxLength: 2 });
/** Most entries keep version 1's rewards; some are drawn anew. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });

const conditionArb: fc.Arbitrary<QuestCondition> = fc.oneof(
  fc.constant({ type: 'checkin' as const }),
  fc.record({ type: fc.constant('invite' as const), friends: amountArb(MAX_INVITE_FRIENDS, 1) }),
  fc.record({ type: fc.constant('level' as const), level: amountArb(MAX_QUEST_LEVEL, 1) }),
  fc.constant({ type: 'channel' as const }),
);

const questArb: fc.Arbitrary<QuestDef> = fc.record({
  id: fc.constantFrom('extra', 'extra', 'extra', '__proto__', 'constructor'),
  title: fc.constant('Extra'),
  repeat: fc.constantFrom('once' as const, 'daily' as const),
  condition: conditionArb,
  rewards: rewardsArb,
});

/** Version 1 with a quest added, and the rewards of quests, the wheel, the cards, the ad cards and the products drawn anew. */
const catalogArb: fc.Arbitrary<Catalog> = fc
  .record({
    extra: questArb,
    quests: fc.tuple(...CATALOG_V1.quests.map(() => maybe(rewardsArb))),
    slots: fc.tuple(...CATALOG_V1.spinSlots.map(() => maybe(rewardArb))),
    cards: fc.tuple(...CATALOG_V1.cardRewards.map(() => maybe(rewardArb))),
    products: fc.tuple(...CATALOG_V1.products.map(() => maybe(rewardsArb))),
    ad: rewardArb,
    tractor: rewardArb,
  })
  .map((drawn) => ({
    ...CATALOG_V1,
    quests: [...CATALOG_V1.quests.map((quest, index) => ({ ...quest, rewards: drawn.quests[index] ?? quest.rewards })), drawn.extra],
    spinSlots: CATALOG_V1.spinSlots.map((slot, index) => ({ ...slot, reward: drawn.slots[index] ?? slot.reward })),
    cardRewards: CATALOG_V1.cardRewards.map((card, index) => ({ ...card, reward: drawn.cards[index] ?? card.reward })),
    products: CATALOG_V1.products.map((product, index) => ({ ...product, rewards: drawn.products[index] ?? product.rewards })),
    adCards: { ...CATALOG_V1.adCards, spin: { ...CATALOG_V1.adCards.spin, reward: drawn.ad } },
    events: { ...CATALOG_V1.events, TRACTOR: { ...CATALOG_V1.events.TRACTOR, reward: drawn.tractor } },
  }));

/** The catalog as the check would accept it, or undefined when the check refuses it. */
function accepted(catalog: Catalog): Catalog | undefined {
  const parsed = catalogSchema.safeParse(JSON.parse(JSON.stringify(catalog)));
  return parsed.success && catalogProblems(parsed.data).length === 0 ? parsed.data : undefined;
}

function actionArb(catalog: Catalog): fc.Arbitrary<Action> {
  const producerId = fc.constantFrom(...PRODUCERS.map((def) => def.id));
  return fc.oneof(
    fc.record({ type: fc.constant('quest-take' as const), questId: fc.constantFrom(...catalog.quests.map((quest) => quest.id)) }),
    fc.record({ type: fc.constant('quest-claim' as const), questId: fc.constantFrom(...catalog.quests.map((quest) => quest.id)) }),
    fc.record({ type: fc.constant('producer-buy' as const), producerId, season: fc.constant('main' as const) }),
    fc.record({ type: fc.constant('producer-upgrade' as const), producerId, season: fc.constant('main' as const) }),
    fc.record({ type: fc.constant('boost-use' as const), boost: fc.constantFrom('user' as const, 'insta' as const), producerId }),
    fc.constant({ type: 'spin' as const }),
    fc.constant({ type: 'event-trigger' as const, event: 'TRACTOR' as const }),
    fc.record({ type: fc.constant('card-turn' as const), card: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ type: fc.constant('ad-card-claim' as const), card: fc.constantFrom(...AD_CARD_KINDS) }),
    fc.record({ type: fc.constant('limited-product-buy' as const), productId: fc.constantFrom(...catalog.products.map((p) => p.id)) }),
    fc.constant({ type: 'checkin' as const }),
  );
}

const whole = (value: number): boolean => Number.isInteger(value) && value >= 0;

/** Every balance of `state` whole where it must be, finite and non-negative. */
function balancesHold(state: PlayerState): void {
  expect(isValid(state.resources) && isValid(state.resourcesEvent)).toBe(true);
  expect(whole(state.resources[3]) && whole(state.resourcesEvent[3]) && whole(state.tokensEarned)).toBe(true);
  expect(whole(state.spin)).toBe(true);
  for (const boost of state.boosts) expect(whole(boost.amount)).toBe(true);
  expect(Number.isFinite(state.waterBoost.amount) && state.waterBoost.amount >= 0).toBe(true);
}

describe('a catalog the check accepts', () => {
  it('keeps every balance whole, finite and non-negative through any sequence of actions', () => {
    let played = 0;
    fc.assert(
      fc.property(
        catalogArb
          .map(accepted)
          .filter((catalog): catalog is Catalog => catalog !== undefined)
          .chain((catalog) =>
            fc.tuple(
              fc.constant(catalog),
              fc.array(
                fc.tuple(
                  actionArb(catalog),
                  fc.integer({ min: 0, max: 30 * MINUTE }),
                  fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
                  fc.integer({ min: 0, max: 200 }),
                ),
                { minLength: 1, maxLength: 30 },
              ),
            ),
          ),
        ([catalog, steps]) => {
          played += 1;
          let state: PlayerState = { ...newPlayer(catalog, T0, false), resources: [5000, 2000, 800, 500] };
          let now = T0;
          for (const [action, wait, roll, friends] of steps) {
            now += wait;
            const result = applyAction(state, action, {
              catalog,
              now,
              rng: () => roll,
              facts: { friendsInvited: friends, channelMember: true },
            });
            if (result.ok) state = result.value.state;
            balancesHold(state);
          }
        },
      ),
      { numRuns: 80 },
    );
    expect(played).toBe(80);
  });

  it('refuses every drawn catalog with a reward past a ceiling, and the draw reaches both sides', () => {
    const drawn = fc.sample(catalogArb, { numRuns: 200, seed: 7 });
    const kept = drawn.map(accepted).filter((catalog): catalog is Catalog => catalog !== undefined);
    for (const catalog of kept) expect(everyReward(catalog).flatMap((reward) => rewardExcess(reward, ONCE_CEILINGS))).toEqual([]);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(drawn.length);
  });
});

function everyReward(catalog: Catalog): Reward[] {
  return [
    ...catalog.quests.flatMap((quest) => quest.rewards),
    ...catalog.products.flatMap((product) => product.rewards),
    ...catalog.spinSlots.map((slot) => slot.reward),
    ...catalog.cardRewards.map((card) => card.reward),
    ...Object.values(catalog.adCards).map((card) => card.reward),
    ...Object.values(catalog.events).map((event) => event.reward),
  ];
}
