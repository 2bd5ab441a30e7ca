import { describe, expect, it } from 'vitest';
import { CATALOG_V1, seasonProducers } from './catalog.ts';
import { endEventSeason, nextProducer, startEventSeason, startMainSeason } from './seasons.ts';
import { T0 } from './testing/arbitraries.ts';
import { player, producer } from './testing/fixtures.ts';

describe('event seasons', () => {
  it('joins an event with its starter producer and fresh resources, once', () => {
    const joined = startEventSeason(CATALOG_V1, player({ resourcesEvent: [5, 5, 5, 5] }), 'festival', T0);
    expect(joined.eventSeason).toBe('festival');
    expect(joined.producersEvent.map((p) => p._id)).toEqual(['event-pumpkin-sprouter']);
    expect(joined.resourcesEvent).toEqual([0, 0, 0, 0]);
    expect(startEventSeason(CATALOG_V1, joined, 'festival', T0 + 1)).toBe(joined);
    expect(endEventSeason(joined)).toMatchObject({ eventSeason: null, producersEvent: [], resourcesEvent: [0, 0, 0, 0] });
  });

  it('names the next producer to buy', () => {
    expect(nextProducer(CATALOG_V1, player(), 'main')?.id).toBe('field');
    expect(
      nextProducer(CATALOG_V1, player({ producers: seasonProducers(CATALOG_V1, 'main').map((def) => producer(def.id, 1)) }), 'main'),
    ).toBeNull();
    expect(nextProducer(CATALOG_V1, player(), 'event')).toBeNull();
    expect(nextProducer(CATALOG_V1, startEventSeason(CATALOG_V1, player(), 'festival', T0), 'event')?.id).toBe('event-pumpkin-patch');
  });
});

describe('a new main season', () => {
  it('restarts the farm and keeps tokens and every record a limit counts on', () => {
    const played = player({
      resources: [50, 40, 30, 900],
      spin: 0,
      quests: { 'invite-1': { status: 'COMPLETED', takenAt: T0, day: 1 } },
      checkin: { lastDay: 7, streak: 3, forgivenDay: null },
      adCards: {
        water: { nextAvailableAt: T0 + 3_600_000, count: 1, day: 7 },
        spin: { nextAvailableAt: 0, count: 0, day: 0 },
        user: { nextAvailableAt: 0, count: 0, day: 0 },
        insta: { nextAvailableAt: 0, count: 0, day: 0 },
      },
      events: { TRACTOR: { triggerCount: 12, latest_trigger: T0, day: 7 }, CARD: { triggerCount: 1, latest_trigger: T0, day: 7 } },
    });
    const next = startMainSeason(CATALOG_V1, played, T0 + 1000);
    expect(next.resources[3]).toBe(900);
    expect(next.resources.slice(0, 3)).not.toEqual([50, 40, 30]);
    expect(next.spin).toBeGreaterThan(0);
    expect(next.tokensEarned).toBe(0);
    expect({ quests: next.quests, checkin: next.checkin, adCards: next.adCards, events: next.events }).toEqual({
      quests: played.quests,
      checkin: played.checkin,
      adCards: played.adCards,
      events: played.events,
    });
  });
});
