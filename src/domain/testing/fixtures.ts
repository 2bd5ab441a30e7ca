/** Small builders for the domain's unit tests. */
import type { Action, ActionContext } from '../actions.ts';
import { applyAction } from '../actions.ts';
import { AD_VIEW_ASSUMED } from '../ad-cards.ts';
import { CATALOG_V1, producerDef } from '../catalog.ts';
import type { Outcome } from '../outcome.ts';
import { newPlayer } from '../player.ts';
import type { PlayerState } from '../player.ts';
import type { Producer } from '../producer.ts';
import { createProducer } from '../producer.ts';
import type { Result } from '../result.ts';
import { T0 } from './arbitraries.ts';

/** A new player at T0 with some fields replaced. */
export function player(overrides: Partial<PlayerState> = {}): PlayerState {
  return { ...newPlayer(CATALOG_V1, T0, false), ...overrides };
}

/** Catalog producer `id` at `level`, owned since `now`. */
export function producer(id: string, level: number, now = T0): Producer {
  const def = producerDef(CATALOG_V1, id);
  if (def === undefined) throw new Error(`unknown producer ${id}`);
  return createProducer(def, level, now);
}

/** A context at `now` with a fixed roll; without `facts`, an ad counts as shown (the server's proof). */
export function at(now: number, roll = 0, facts: ActionContext['facts'] = { adView: AD_VIEW_ASSUMED }): ActionContext {
  return { catalog: CATALOG_V1, now, rng: () => roll, facts };
}

/** Applies `action` and fails the test with the reason if it was refused. */
export function apply(state: PlayerState, action: Action, ctx: ActionContext): Outcome {
  const result = applyAction(state, action, ctx);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.reason}`);
  return result.value;
}

/** The reason of a refusal, or 'applied'. */
export function reasonOf(result: Result<unknown>): string {
  return result.ok ? 'applied' : result.reason;
}
