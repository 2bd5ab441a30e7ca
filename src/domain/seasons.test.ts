import { describe, expect, it } from 'vitest';
import { seasonProducers } from './catalog.ts';
import { endEventSeason, nextProducer, startEventSeason } from './seasons.ts';
import { T0 } from './testing/arbitraries.ts';
import { player, producer } from './testing/fixtures.ts';

describe('event seasons', () => {
  it('joins an event with its starter producer and fresh resources, once', () => {
    const joined = startEventSeason(player({ resourcesEvent: [5, 5, 5, 5] }), 'festival', T0);
    expect(joined.eventSeason).toBe('festival');
    expect(joined.producersEvent.map((p) => p._id)).toEqual(['event-pumpkin-sprouter']);
    expect(joined.resourcesEvent).toEqual([0, 0, 0, 0]);
    expect(startEventSeason(joined, 'festival', T0 + 1)).toBe(joined);
    expect(endEventSeason(joined)).toMatchObject({ eventSeason: null, producersEvent: [], resourcesEvent: [0, 0, 0, 0] });
  });

  it('names the next producer to buy', () => {
    expect(nextProducer(player(), 'main')?.id).toBe('field');
    expect(nextProducer(player({ producers: seasonProducers('main').map((def) => producer(def.id, 1)) }), 'main')).toBeNull();
    expect(nextProducer(player(), 'event')).toBeNull();
    expect(nextProducer(startEventSeason(player(), 'festival', T0), 'event')?.id).toBe('event-pumpkin-patch');
  });
});
