/** Game-user events: the tractor crossing the farm and the three face-down cards. */
import type { Catalog, EventDef, EventType } from './catalog-types.ts';
import { CARD_COUNT, TRACTOR_STALE_MS, TRACTOR_STALE_RESET_MS } from './catalog.ts';
import type { Outcome } from './outcome.ts';
import { emptyResult } from './outcome.ts';
import type { EventRecord, PlayerState } from './player.ts';
import type { Result } from './result.ts';
import { fail, failUntil, ok } from './result.ts';
import { drawWeighted, grantReward, tokensIn } from './rewards.ts';
import { utcDay } from './time.ts';

/** A game-user event as the GraphQL `GameUserEventList` shows it (the server adds `user_id`). */
export interface GameUserEventView {
  _id: string;
  triggerCount: number;
  latest_trigger: number;
  /** ms: the next trigger is allowed from then (null when today's limit is reached). */
  next_trigger: number | null;
  event_id: EventDef;
}

/** Triggers counted today: a record from an earlier UTC day counts 0. */
function countToday(record: EventRecord, now: number): number {
  return record.day === utcDay(now) ? record.triggerCount : 0;
}

/** The player's events at `now`. */
export function gameUserEvents(catalog: Catalog, state: PlayerState, now: number): GameUserEventView[] {
  return (Object.keys(catalog.events) as EventType[]).map((type) => {
    const def = catalog.events[type];
    const record = state.events[type];
    const triggerCount = countToday(record, now);
    const next_trigger = triggerCount >= def.triggerLimit ? null : Math.max(now, record.latest_trigger + def.interval);
    return { _id: def.eventKey, triggerCount, latest_trigger: record.latest_trigger, next_trigger, event_id: def };
  });
}

/** The tractor's rule (docs/product.md, section 4): a latest trigger older than 2 min reads as 90 s ago. */
export function staleTractorTrigger(latest: number, now: number): number {
  return now - latest > TRACTOR_STALE_MS ? now - TRACTOR_STALE_RESET_MS : latest;
}

/**
 * When the tractor next crosses the farm (ms) for a player who opened the game at `openedAt`, or
 * null when today's limit is reached at `now`. The stale rule (docs/product.md, section 4) applied at the opening: a
 * latest trigger older than 2 min reads as 90 s before it, so the tractor comes 30 s after the game
 * opens. Never before the rule accepts a tap (`latest_trigger + interval`), so the server accepts
 * the tractor the client shows; an earlier `openedAt` never gives a later tractor.
 */
export function nextTractorAt(catalog: Catalog, state: PlayerState, openedAt: number, now: number): number | null {
  const def = catalog.events.TRACTOR;
  const record = state.events.TRACTOR;
  if (countToday(record, now) >= def.triggerLimit) return null;
  const accepted = record.latest_trigger + def.interval;
  return Math.max(accepted, staleTractorTrigger(record.latest_trigger, openedAt) + def.interval);
}

/** `state` with event `type` triggered at `now`, or the reason it cannot be. */
function trigger(catalog: Catalog, state: PlayerState, type: EventType, now: number): Result<PlayerState> {
  const def = catalog.events[type];
  const record = state.events[type];
  const today = countToday(record, now);
  if (today >= def.triggerLimit) return fail('EVENT_LIMIT');
  if (record.latest_trigger > 0 && now < record.latest_trigger + def.interval)
    return failUntil('EVENT_NOT_READY', record.latest_trigger + def.interval);
  const events = { ...state.events, [type]: { triggerCount: today + 1, latest_trigger: now, day: utcDay(now) } };
  return ok({ ...state, events });
}

/** Taps the tractor: grants its reward (minutes of yield production), at most 12 a day, one per interval (2 min). */
export function triggerTractor(catalog: Catalog, state: PlayerState, now: number): Result<Outcome> {
  const triggered = trigger(catalog, state, 'TRACTOR', now);
  if (!triggered.ok) return triggered;
  const done = grantReward(catalog, triggered.value, catalog.events.TRACTOR.reward, now, 'event-trigger');
  const granted = [done.grant];
  return ok({ state: done.state, result: { ...emptyResult('event-trigger'), granted, tokensCredited: tokensIn(granted) } });
}

/**
 * Turns card `card` (0..2) of the card event; the reward is drawn with `rng`, or left to the
 * server with `rng` null (the turn counts, nothing is credited).
 */
export function turnCard(catalog: Catalog, state: PlayerState, card: number, now: number, rng: (() => number) | null): Result<Outcome> {
  if (!Number.isInteger(card) || card < 0 || card >= CARD_COUNT) return fail('CARD_UNKNOWN');
  const triggered = trigger(catalog, state, 'CARD', now);
  if (!triggered.ok) return triggered;
  if (rng === null) return ok({ state: triggered.value, result: { ...emptyResult('card-turn'), card } });
  const roll = rng();
  const drawn = drawWeighted(catalog.cardRewards, roll).entry;
  const done = grantReward(catalog, triggered.value, drawn.reward, now, 'card-turn');
  const granted = [done.grant];
  // The cards not turned, shown after the answer: the same roll moved by a third of the deck for
  // each (no second draw from the source), priced as they would have been, never credited.
  const unpicked = Array.from({ length: CARD_COUNT - 1 }, (_, index) => {
    const other = drawWeighted(catalog.cardRewards, (roll + (index + 1) / CARD_COUNT) % 1).entry;
    return grantReward(catalog, triggered.value, other.reward, now, 'card-turn').grant;
  });
  return ok({ state: done.state, result: { ...emptyResult('card-turn'), granted, card, unpicked, tokensCredited: tokensIn(granted) } });
}
