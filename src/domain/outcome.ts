/** What an applied action reports back, besides the new state. */
import type { Grant, Season } from './catalog-types.ts';
import type { PlayerState } from './player.ts';
import type { Resources } from './resources.ts';

/** The engine actions of the API, one per `/backend/hub/engine/{name}` that changes state. */
export const ACTION_TYPES = [
  'quest-take',
  'quest-claim',
  'producer-buy',
  'producer-start',
  'producer-collect',
  'producer-upgrade',
  'boost-use',
  'water-toggle',
  'spin',
  'event-trigger',
  'card-turn',
  'ad-card-claim',
  'limited-product-buy',
  'checkin',
  'challenge-claim',
  'prestige',
  'event-ladder-claim',
] as const;

/** One of {@link ACTION_TYPES}. */
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * What happened: everything credited (`granted`), what was paid (`spent`, in the resources of
 * `season`), the wheel slot of a spin, the card turned, and the cycles a collect or insta boost
 * completed. Fields that do not apply are null or 0.
 */
export interface ActionResult {
  type: ActionType;
  season: Season;
  granted: Grant[];
  spent: Resources;
  /** Wheel slot drawn by a spin, 0..7. */
  slot: number | null;
  /** Card turned by card-turn, 0..2. */
  card: number | null;
  /** What lay under the cards not turned, in card order, drawn by the server and not credited (card-turn). */
  unpicked: Grant[];
  /** Cycles completed by producer-collect or an insta boost. */
  cycles: number;
  /** Whole tokens credited by this action. */
  tokensCredited: number;
}

/** A rule's success: the new state and its report. */
export interface Outcome {
  state: PlayerState;
  result: ActionResult;
}

/** A report with nothing granted or spent, to be filled by a rule. */
export function emptyResult(type: ActionType, season: Season = 'main'): ActionResult {
  return { type, season, granted: [], spent: [0, 0, 0, 0], slot: null, card: null, unpicked: [], cycles: 0, tokensCredited: 0 };
}
