/**
 * Prizes are what they say (docs/game-design.md, "Rewards show what they pay"), for the rewards the
 * daily loop, the festival, an invite and an absence bring: what the screen reads from the domain
 * (the check-in calendar's `streakView`, the challenge card's `challengeView`, the festival's
 * `ladderView`, the welcome toast's `WELCOME_GIFT`, a producer card's `producerView`) is what the
 * rule then credits. The wheel, cards, tractor, quests, shop and ad cards: `reward-preview.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { advance } from './advance.ts';
import { CATALOG_V1, OFFLINE_CAP_MS } from './catalog.ts';
import type { Grant } from './catalog-types.ts';
import { challengeFor, challengeView, countTask } from './daily-challenge.ts';
import { ladderView } from './event-ladder.ts';
import type { PlayerState } from './player.ts';
import { producerView } from './producer-view.ts';
import { netProductionPerHour } from './production-rate.ts';
import { grantWelcomeGift, WELCOME_GIFT } from './referral-share.ts';
import { rewardPreview } from './rewards.ts';
import { startEventSeason } from './seasons.ts';
import { streakView } from './streak.ts';
import { T0 } from './testing/arbitraries.ts';
import { apply, at, player, producer } from './testing/fixtures.ts';
import { DAY, HOUR, utcDay } from './time.ts';

/** Noon of a UTC day, so no test straddles a reset. */
const NOW = utcDay(T0) * DAY + DAY / 2;
const TODAY = utcDay(NOW);

/** A farm in its second hour, so a reward written in minutes of production would show a real amount. */
function farm(overrides: Partial<PlayerState> = {}): PlayerState {
  const producers = [producer('sprouter', 40, NOW), producer('field', 30, NOW), producer('compost', 20, NOW), producer('market', 15, NOW)];
  return player({ producers, resources: [500, 500, 500, 600], settledAt: NOW, lastSeen: NOW, createdAt: NOW, ...overrides });
}

/** What the labels of `rewards` show on `state`, through the one function the screens use. */
function shown(state: PlayerState, rewards: readonly Parameters<typeof rewardPreview>[2][]): Grant[] {
  return rewards.map((reward) => rewardPreview(CATALOG_V1, state, reward));
}

describe('the check-in calendar shows what today’s check-in pays', () => {
  const records: [string, PlayerState['checkin']][] = [
    ['a first check-in', { lastDay: null, streak: 0, forgivenDay: null }],
    ['day 4 of a streak', { lastDay: TODAY - 1, streak: 3, forgivenDay: null }],
    ['a missed day forgiven', { lastDay: TODAY - 2, streak: 5, forgivenDay: null }],
    ['a second miss within the week', { lastDay: TODAY - 2, streak: 5, forgivenDay: TODAY - 5 }],
    ['two missed days', { lastDay: TODAY - 3, streak: 6, forgivenDay: null }],
    ['day 10, past the week', { lastDay: TODAY - 1, streak: 9, forgivenDay: null }],
  ];
  it.each(records)('%s', (_name, checkin) => {
    const state = farm({ checkin });
    const view = streakView(state, NOW);
    const today = view.cells.find((cell) => cell.status === 'today');
    expect(today?.tokens).toBe(view.todayTokens);
    const done = apply(state, { type: 'checkin' }, at(NOW));
    expect(done.result.granted).toEqual([{ type: 'resource', resource: 3, season: 'main', amount: view.todayTokens }]);
    expect(done.state.resources[3] - state.resources[3]).toBe(view.todayTokens);
    // After the check-in, the calendar marks that day done with the same amount.
    expect(streakView(done.state, NOW).cells.find((cell) => cell.streakDay === today?.streakDay)).toMatchObject({
      status: 'done',
      tokens: view.todayTokens,
    });
  });
});

describe('the daily challenge card shows what its claim pays', () => {
  it('on a farm whose production is large', () => {
    let state = farm();
    const types = { upgrade: 'producer-upgrade', tractor: 'event-trigger', spin: 'spin', card: 'card-turn' } as const;
    for (const task of challengeFor(TODAY)) for (let i = 0; i < task.target; i += 1) state = countTask(state, types[task.kind], NOW);
    const view = challengeView(state, NOW);
    expect(view.complete).toBe(true);
    const label = shown(advance(state, NOW), view.rewards);
    const claimed = apply(state, { type: 'challenge-claim' }, at(NOW));
    expect(claimed.result.granted).toEqual(label);
    expect(claimed.state.resources[3] - state.resources[3]).toBe(claimed.result.tokensCredited);
  });
});

describe('each festival step shows what its claim pays', () => {
  const top = 1_000_000;
  const inEvent = { ...startEventSeason(CATALOG_V1, farm(), 'event-1', NOW), resourcesEvent: [0, 0, 0, top] as PlayerState['resources'] };
  it.each(ladderView(inEvent).map((step) => [step.index, step] as const))('step %i', (index, step) => {
    expect(step.claimable).toBe(true);
    const claimed = apply(inEvent, { type: 'event-ladder-claim', step: index }, at(NOW));
    expect(claimed.result.granted).toEqual(shown(advance(inEvent, NOW), [step.reward]));
    expect(ladderView(claimed.state)[index]).toMatchObject({ claimed: true, claimable: false });
  });
});

describe('the welcome toast shows the gift an invite pays', () => {
  it('every item of WELCOME_GIFT, as the toast’s chips read it', () => {
    const state = farm();
    expect(grantWelcomeGift(CATALOG_V1, state, NOW).granted).toEqual(shown(state, WELCOME_GIFT));
  });
});

describe('a farm left alone makes what its cards show, up to the offline cap', () => {
  // Producers without inputs, so what their cards show is all that moves: a beehive and an orchard running by themselves.
  const away = farm({ producers: [producer('sprouter', 1, NOW), producer('beehive', 12, NOW), producer('orchard', 10, NOW)] });
  /** Tokens the cards promise over `ms`: each card's output per cycle × the whole cycles that fit. */
  const promised = (ms: number): number =>
    away.producers
      .filter((owned) => owned.is_continues)
      .reduce((sum, owned) => {
        const card = producerView(CATALOG_V1, away, 'main', owned, NOW);
        return sum + card.outputs[3] * Math.floor(ms / card.interval);
      }, 0);
  const made = (ms: number): number => advance(away, NOW + ms).resources[3] - away.resources[3];

  it('an hour away: every card’s output per cycle × the cycles that fit, as the headline says', () => {
    expect(made(HOUR)).toBe(promised(HOUR));
    // The headline's net rate per hour says the same, to within a cycle of each producer.
    const rate = netProductionPerHour(away, NOW)[3];
    expect(Math.abs(rate - made(HOUR))).toBeLessThan(rate * 0.05);
  });

  it('past the offline cap, the cap’s worth and no more', () => {
    expect(made(OFFLINE_CAP_MS)).toBe(promised(OFFLINE_CAP_MS));
    expect(made(OFFLINE_CAP_MS + 5 * HOUR)).toBe(promised(OFFLINE_CAP_MS));
  });
});
