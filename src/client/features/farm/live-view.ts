/**
 * The farm's view settled to now, advanced from the previous render's result instead of from the
 * stored view each time: `advance` is split-invariant, so the result is the same, but a render no
 * longer replays every cycle since the last sync (a fast producer makes hundreds in a session).
 */
import { advance } from '#domain/advance';
import type { PlayerState } from '#domain/player';

let last: { view: PlayerState; live: PlayerState } | undefined;

/** `advance(view, now)`, from the last result when it was made from this same view and not later. */
export function liveView(view: PlayerState, now: number): PlayerState {
  const from = last !== undefined && last.view === view && last.live.settledAt <= now ? last.live : view;
  const live = advance(from, now);
  last = { view, live };
  return live;
}
