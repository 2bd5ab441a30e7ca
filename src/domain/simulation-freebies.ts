/**
 * What the daily player claims for free in a session (check-in, quests, free spins, the tractor,
 * the cards, the ad cards, and using what they grant), and the windfall check: each spin, card,
 * tractor, insta boost and ad card is compared with the next two purchases priced in what it pays.
 */
import type { Action, ActionContext } from './actions.ts';
import { applyAction } from './actions.ts';
import { AD_CARD_KINDS } from './catalog-types.ts';
import { nextTractorAt } from './events.ts';
import type { PlayerState } from './player.ts';
import type { ResourceIndex } from './resources.ts';
import { windfallCap } from './windfall.ts';

/** The windfalls the target bounds, by the name the report gives them. */
export const WINDFALL_KINDS = ['spin', 'card', 'tractor', 'insta boost', 'ad card'] as const;

/** A kind of windfall. */
export type WindfallKind = (typeof WINDFALL_KINDS)[number];

/** A windfall's resource credit against the next two purchases priced in what it paid. */
export interface Windfall {
  /** Minutes since the start. */
  minute: number;
  resource: ResourceIndex;
  amount: number;
  /** The next two purchases priced in `resource`, summed. */
  nextTwo: number;
  /** amount / nextTwo; the target is at most 1. */
  ratio: number;
}

/** The windfalls of one kind: how many were taken, and the largest resource credit among them. */
export interface WindfallTally {
  count: number;
  /** Null when none credited a resource (an ad card grants boosts, water or spins). */
  worst: Windfall | null;
}

/** No windfall taken yet, of any kind. */
export function noWindfalls(): Record<WindfallKind, WindfallTally> {
  return Object.fromEntries(WINDFALL_KINDS.map((kind) => [kind, { count: 0, worst: null }])) as Record<WindfallKind, WindfallTally>;
}

/** The kind of windfall `action` is, or null for what is not one (check-in, quests, using a user boost or water). */
function windfallKind(action: Action): WindfallKind | null {
  switch (action.type) {
    case 'spin':
      return 'spin';
    case 'card-turn':
      return 'card';
    case 'event-trigger':
      return 'tractor';
    case 'ad-card-claim':
      return 'ad card';
    case 'boost-use':
      return action.boost === 'insta' ? 'insta boost' : null;
    default:
      return null;
  }
}

/** A session's claiming: the state, the windfalls measured, and the start of the session (ms). */
export interface Claiming {
  state: PlayerState;
  windfalls: Record<WindfallKind, WindfallTally>;
  start: number;
}

/** Applies `action` if the rules take it; a windfall's resource credits are measured. */
function claim(claiming: Claiming, action: Action, ctx: ActionContext, origin: number): Claiming {
  const done = applyAction(claiming.state, action, ctx);
  if (!done.ok) return claiming;
  const kind = windfallKind(action);
  if (kind === null) return { ...claiming, state: done.value.state };
  let { count, worst } = claiming.windfalls[kind];
  count += 1;
  for (const grant of done.value.result.granted) {
    if (grant.type !== 'resource' || grant.season !== 'main') continue;
    const nextTwo = windfallCap(ctx.catalog, claiming.state, grant.resource);
    const ratio = grant.amount / nextTwo;
    if (worst === null || ratio > worst.ratio)
      worst = { minute: (ctx.now - origin) / 60_000, resource: grant.resource, amount: grant.amount, nextTwo, ratio };
  }
  return { ...claiming, state: done.value.state, windfalls: { ...claiming.windfalls, [kind]: { count, worst } } };
}

/** The owned producer an insta boost pays most on: the highest tier that can run a cycle. */
function instaTarget(state: PlayerState): string | undefined {
  const held = state.boosts.find((boost) => boost.type === 'insta')?.amount ?? 0;
  if (held < 1) return undefined;
  return [...state.producers]
    .sort((x, y) => y.tier - x.tier)
    .find((p) => p.inputs.every((amount, slot) => amount <= (state.resources[slot] ?? 0)))?._id;
}

/** Claims everything free at `ctx.now` and uses what it granted; `origin` is the player's start (ms). */
export function claimFreebies(claiming: Claiming, ctx: ActionContext, origin: number): Claiming {
  let current = claim(claiming, { type: 'checkin' }, ctx, origin);
  for (const quest of ctx.catalog.quests) {
    current = claim(current, { type: 'quest-take', questId: quest.id }, ctx, origin);
    current = claim(current, { type: 'quest-claim', questId: quest.id }, ctx, origin);
  }
  for (const kind of AD_CARD_KINDS) {
    // The daily player watches the card's ad first: the server's proof of it counts from now.
    const watched: ActionContext = { ...ctx, facts: { ...ctx.facts, adView: { card: kind, watchedFrom: ctx.now } } };
    current = claim(current, { type: 'ad-card-claim', card: kind }, watched, origin);
  }
  const tractorAt = nextTractorAt(ctx.catalog, current.state, current.start, ctx.now);
  if (tractorAt !== null && tractorAt <= ctx.now) current = claim(current, { type: 'event-trigger', event: 'TRACTOR' }, ctx, origin);
  current = claim(current, { type: 'card-turn', card: 0 }, ctx, origin);
  // Bounded: a spin may win spins, but a run of wins cannot go on forever.
  for (let spins = 0; spins < 100 && current.state.spin > 0; spins += 1) current = claim(current, { type: 'spin' }, ctx, origin);
  const user = current.state.boosts.find((boost) => boost.type === 'user');
  if (user !== undefined && user.amount > 0) current = claim(current, { type: 'boost-use', boost: 'user' }, ctx, origin);
  if (current.state.waterBoost.amount > 0) current = claim(current, { type: 'water-toggle', on: true }, ctx, origin);
  const target = instaTarget(current.state);
  if (target !== undefined)
    current = claim(current, { type: 'boost-use', boost: 'insta', producerId: target, season: 'main' }, ctx, origin);
  return current;
}
