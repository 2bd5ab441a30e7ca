/**
 * fast-check arbitraries of valid player states, shared by the domain's property tests. Every
 * generated state keeps the invariants the rules keep: whole-ms times, amounts on the 1/1024
 * grid, continuous producers with settledAt − interval < snapshot_time ≤ settledAt.
 */
import fc from 'fast-check';
import { CATALOG_V1, producerDef, seasonProducers, WATER_MULTIPLIER, WATER_MULTIPLIER_PREMIUM } from '../catalog.ts';
import type { Season } from '../catalog-types.ts';
import { newPlayer } from '../player.ts';
import type { PlayerState } from '../player.ts';
import type { Producer } from '../producer.ts';
import { createProducer } from '../producer.ts';
import type { Resources } from '../resources.ts';
import { HOUR, MINUTE } from '../time.ts';

/** A fixed base time (ms) so that failures replay the same. */
export const T0 = 1_700_000_000_000;

const amount = fc
  .tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 1023 }))
  .map(([whole, fraction]) => whole + fraction / 1024);
const resourcesArb: fc.Arbitrary<Resources> = fc.tuple(amount, amount, amount, fc.integer({ min: 0, max: 5000 }));

/** A producer of catalog entry `id`, owned, at a random level, with a valid snapshot. */
function producerArb(id: string, settledAt: number, maxLevel: number): fc.Arbitrary<Producer> {
  const def = producerDef(CATALOG_V1, id);
  if (def === undefined) throw new Error(id);
  return fc
    .tuple(
      fc.integer({ min: 1, max: maxLevel }),
      fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      fc.integer({ min: 0, max: 5 }),
    )
    .map(([level, phase, cycles]) => {
      const producer = createProducer(def, level, settledAt);
      return { ...producer, snapshot_time: settledAt - Math.floor(phase * producer.interval), cycles };
    });
}

/** The producers of a season: each catalog entry owned or not (the starter always). */
function seasonArb(season: Season, settledAt: number, maxLevel: number): fc.Arbitrary<Producer[]> {
  const defs = seasonProducers(CATALOG_V1, season);
  const owned = defs.map((def) =>
    def.starter
      ? producerArb(def.id, settledAt, maxLevel)
      : fc.option(producerArb(def.id, settledAt, maxLevel), { nil: undefined, freq: 3 }),
  );
  return fc.tuple(...owned).map((list) => list.filter((p): p is Producer => p !== undefined));
}

/** Options of {@link stateArb}. */
export interface StateOptions {
  /** Highest level generated (default 30). */
  maxLevel?: number;
  /** Generate boosts and water windows (default true). */
  boosts?: boolean;
  /** Generate the event season (default true). */
  event?: boolean;
}

/** A random valid state settled at a time near T0. */
export function stateArb(options: StateOptions = {}): fc.Arbitrary<PlayerState> {
  const maxLevel = options.maxLevel ?? 30;
  return fc.integer({ min: 0, max: 10 * HOUR }).chain((offset) => {
    const settledAt = T0 + offset;
    return fc
      .record({
        lastSeenAgo: fc.integer({ min: 0, max: 4 * HOUR }),
        premium: fc.boolean(),
        main: seasonArb('main', settledAt, maxLevel),
        event: options.event === false ? fc.constant<Producer[]>([]) : seasonArb('event', settledAt, maxLevel),
        resources: resourcesArb,
        resourcesEvent: resourcesArb,
        userBoost:
          options.boosts === false
            ? fc.constant(null)
            : fc.option(fc.tuple(fc.integer({ min: -HOUR, max: 4 * HOUR }), fc.integer({ min: 1, max: 90 * MINUTE }))),
        water:
          options.boosts === false
            ? fc.constant(null)
            : fc.option(fc.tuple(fc.integer({ min: 0, max: 4 * 60 * 1024 }), fc.integer({ min: 0, max: HOUR }), fc.boolean())),
      })
      .map((r) => {
        const base = newPlayer(CATALOG_V1, settledAt, r.premium);
        const boosts = base.boosts.map((boost) =>
          boost.type === 'user' && r.userBoost !== null
            ? { ...boost, start_time: settledAt + r.userBoost[0], end_time: settledAt + r.userBoost[0] + r.userBoost[1] }
            : boost,
        );
        const waterBoost =
          r.water === null
            ? base.waterBoost
            : {
                amount: r.water[0] / 1024,
                inuse: true,
                premiumTimestamp: null,
                multiplier: r.water[2] ? WATER_MULTIPLIER_PREMIUM : WATER_MULTIPLIER,
                timestamp: settledAt - Math.min(r.water[1], Math.floor((r.water[0] / 1024) * MINUTE)),
              };
        return {
          ...base,
          createdAt: settledAt - 30 * HOUR,
          lastSeen: settledAt - r.lastSeenAgo,
          producers: r.main,
          producersEvent: r.event,
          eventSeason: r.event.length > 0 ? 'harvest-festival' : null,
          resources: r.resources,
          resourcesEvent: r.resourcesEvent,
          boosts,
          waterBoost,
        };
      });
  });
}
