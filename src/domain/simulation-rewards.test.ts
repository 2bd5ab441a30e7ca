import { describe, expect, it } from 'vitest';
import { CATALOG_V1 } from './catalog.ts';
import type { Catalog, Reward } from './catalog-types.ts';
import { DAILY_CEILINGS, ONCE_CEILINGS, rewardExcess } from './content-bounds.ts';
import { payoutExcess, simulateSocial } from './simulation-rewards.ts';

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

describe('the social player (invites friends, joins the channel, follows)', () => {
  const report = simulateSocial(CATALOG_V1, 21);

  it('claims every quest of the shipped catalog, invite, channel and follow quests included', () => {
    expect(report.friends).toBe(21);
    expect(report.payouts.filter((payout) => payout.claims === 0).map((payout) => payout.quest)).toEqual([]);
    expect(report.payouts.find((payout) => payout.quest === 'daily-checkin')?.claims).toBe(21);
    expect(report.payouts.find((payout) => payout.quest === 'invite-20')).toMatchObject({ claims: 1, largest: { tokens: 2500 } });
    expect(report.payouts.find((payout) => payout.quest === 'join-channel')).toMatchObject({ claims: 1, largest: { tokens: 50 } });
  });

  it('is paid within the bounds by every quest: once-only by claim, daily by day', () => {
    expect(report.payouts.flatMap((payout) => payoutExcess(payout).map((excess) => `${payout.quest}: ${excess}`))).toEqual([]);
  });

  it('measures a payout past its bound (a daily check-in paying 300 tokens)', () => {
    const generous: Catalog = {
      ...CATALOG_V1,
      quests: CATALOG_V1.quests.map((quest) =>
        quest.id === 'daily-checkin' ? { ...quest, rewards: [{ type: 'resource', resource: 3, amount: 300, minutes: 0 }] } : quest,
      ),
    };
    const checkin = simulateSocial(generous, 2).payouts.find((payout) => payout.quest === 'daily-checkin');
    expect(checkin !== undefined && payoutExcess(checkin)).toEqual([`tokens 300 > ${DAILY_CEILINGS.tokens}`]);
  });
});

describe('the shipped catalog', () => {
  it('writes every reward within the once ceilings, and every daily quest within the daily ones', () => {
    expect(everyReward(CATALOG_V1).flatMap((reward) => rewardExcess(reward, ONCE_CEILINGS))).toEqual([]);
    const daily = CATALOG_V1.quests.filter((quest) => quest.repeat === 'daily').flatMap((quest) => quest.rewards);
    expect(daily.length).toBeGreaterThan(0);
    expect(daily.flatMap((reward) => rewardExcess(reward, DAILY_CEILINGS))).toEqual([]);
  });
});
