/**
 * The balance simulation's naive player (docs/game-design.md, "Simulated players"): every second
 * it collects every finished manual cycle and starts every idle producer it can feed, then buys
 * the cheapest purchase it can afford (a producer not owned yet or the next level of one owned;
 * cheapest = the smallest sum of the amounts on the price tag). It never pauses anything, never
 * saves and claims nothing free: the rules alone must keep it moving. A variation buys the dearest
 * purchase it can afford instead (`order: 'dearest'`): the other end of what a player who never
 * plans may do. Pure: the clock is simulated.
 */
import type { Action, ActionContext } from './actions.ts';
import { applyAction } from './actions.ts';
import { advance } from './advance.ts';
import { seasonProducers } from './catalog.ts';
import type { Catalog } from './catalog-types.ts';
import { newPlayer } from './player.ts';
import type { PlayerState } from './player.ts';
import { upgradePrice } from './producer-rules.ts';
import type { Resources } from './resources.ts';
import { canAfford } from './resources.ts';
import { tend } from './simulation-greedy.ts';
import type { Sample, TimedPurchase } from './simulation-metrics.ts';
import { sampleOf } from './simulation-metrics.ts';
import { MINUTE, SECOND } from './time.ts';

/** Which affordable purchase a naive player takes: the cheapest, or the dearest. */
export type NaiveOrder = 'cheapest' | 'dearest';

/**
 * A purchase on offer: what it takes now (`cost`: a manual producer upgraded mid-cycle also pays
 * the running cycle's extra inputs, `upgradePrice`) and the price of the level or producer itself
 * (`price`), which the ladder reads: the extra inputs feed a cycle, they are not a rung.
 */
interface Offer {
  action: Action;
  producer: string;
  cost: Resources;
  price: Resources;
}

/** The main season's purchases on offer at `now`, cheapest first (sum of the price's amounts). */
export function offers(catalog: Catalog, state: PlayerState, now: number): Offer[] {
  const list: Offer[] = [];
  for (const def of seasonProducers(catalog, 'main')) {
    const producer = state.producers.find((owned) => owned._id === def.id);
    if (producer === undefined)
      list.push({
        action: { type: 'producer-buy', producerId: def.id, season: 'main' },
        producer: def.id,
        cost: def.cost,
        price: def.cost,
      });
    else {
      const cost = upgradePrice(catalog, producer, now);
      const price = producer.next_level?.amounts ?? null;
      if (cost !== null && price !== null)
        list.push({ action: { type: 'producer-upgrade', producerId: def.id, season: 'main' }, producer: def.id, cost, price });
    }
  }
  const total = (cost: Resources): number => cost[0] + cost[1] + cost[2] + cost[3];
  return list.sort((x, y) => total(x.cost) - total(y.cost));
}

/**
 * One step of naive play on a state settled at `ctx.now`: tends every manual producer, then buys
 * the cheapest (or, with `order` 'dearest', the dearest) affordable purchase (with `many`, goes on
 * while one is affordable). Returns what it bought.
 */
export function naiveStep(
  state: PlayerState,
  ctx: ActionContext,
  origin: number,
  many: boolean,
  order: NaiveOrder = 'cheapest',
): { state: PlayerState; bought: TimedPurchase[] } {
  let current = tend(state, ctx, null, null);
  const bought: TimedPurchase[] = [];
  for (;;) {
    const affordable = offers(ctx.catalog, current, ctx.now).filter((offer) => canAfford(current.resources, offer.cost));
    const pick = order === 'cheapest' ? affordable[0] : affordable.at(-1);
    if (pick === undefined) break;
    const done = applyAction(current, pick.action, ctx);
    if (!done.ok) break;
    current = tend(done.value.state, ctx, null, null);
    const level = current.producers.find((p) => p._id === pick.producer)?.level ?? 1;
    bought.push({
      minute: (ctx.now - origin) / MINUTE,
      action: pick.action.type === 'producer-buy' ? 'buy' : 'upgrade',
      producer: pick.producer,
      level,
      cost: pick.price,
    });
    if (!many) break;
  }
  return { state: current, bought };
}

/** What the non-stop naive player reports. */
export interface NaiveReport {
  /** Minutes played. */
  minutes: number;
  purchases: TimedPurchase[];
  /** Balances and pile ratios, once a minute. */
  samples: Sample[];
  final: PlayerState;
}

/** Plays `horizonMs` of non-stop naive play from a new player, one step every `stepMs` (default 1 s). */
export function simulateNaive(
  catalog: Catalog,
  horizonMs: number,
  options: { stepMs?: number; start?: number; order?: NaiveOrder } = {},
): NaiveReport {
  const start = options.start ?? 1_700_000_000_000;
  const step = options.stepMs ?? SECOND;
  let state = newPlayer(catalog, start, false);
  const purchases: TimedPurchase[] = [];
  const samples: Sample[] = [];
  for (let now = start; now <= start + horizonMs; now += step) {
    // Non-stop play: every step is a contact with the server.
    const settled = { ...advance(state, now), lastSeen: now };
    const played = naiveStep(settled, { catalog, now, rng: () => 0 }, start, false, options.order);
    state = played.state;
    purchases.push(...played.bought);
    if ((now - start) % MINUTE === 0) samples.push(sampleOf(catalog, state, (now - start) / MINUTE));
  }
  return { minutes: horizonMs / MINUTE, purchases, samples, final: state };
}
