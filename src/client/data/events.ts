/** The few app-wide happenings of the data layer, carried on a mitt emitter the app subscribes to. */
import mitt, { type Emitter } from 'mitt';
import type { ActionResult, ActionType } from '#domain/actions';
import type { Grant } from '#domain/catalog-types';
import type { SeasonType } from './storage/db-rows.ts';

/** How an applied action feels (the platform's feedback moment of the same name). */
export type ActionMoment = 'tap' | 'select' | 'collect' | 'buy' | 'upgrade' | 'spin' | 'reward';

/** A message for the player. `message` is the catalogue's English text (the i18n key). */
export interface ToastEvent {
  /** The English text; none for a refusal the client made itself, whose reason the app translates. */
  message?: string | undefined;
  /** The server's or the domain's reason code, when there is one (preferred for translation). */
  reason?: string | undefined;
  /** What failed: an endpoint, or `action:<engine name>` for a refused player action. */
  source: string;
}

export type DataEvents = {
  /** A game-user snapshot and the lists were fetched and stored. `at` is server time, ms. */
  'sync-done': { seasonType: SeasonType; at: number };
  /** The server no longer accepts the session; a login and a reload follow. */
  'session-lost': { reason: string };
  /** The server runs another build than this client (`Version` header). */
  'update-ready': { serverVersion: string };
  /** Show this to the player as a toast. */
  toast: ToastEvent;
  /** Between seasons: the app shows the message on its 500 error screen. */
  'no-active-season': { message: string };
  /** The game's operators banned this player: every request is refused; the app says so instead of the farm. */
  banned: { message: string };
  /**
   * A request failed in a way the error catalogue (docs/product.md, section 8) does not list (an answer that breaks the
   * contract): reported, and the app shows its 500 error screen.
   */
  'request-failed': { message: string; endpoint: string };
  /** IndexedDB refused a write for lack of space even after dropping the caches. */
  'storage-full': { operation: string };
  /**
   * A screen acted (hooks/game-action.ts): the app plays the moment's feedback, or the refusal's
   * when the rules said no (the `toast` of the reason comes apart); resources granted fly into their
   * balance, and what was granted is toasted when the screen asked to `announce` it.
   */
  'action-performed': { type: ActionType; applied: boolean; moment: ActionMoment; granted: Grant[]; announce: boolean };
  /** The server applied an action (or replayed its stored answer): its own report, e.g. a spin's slot. */
  'action-confirmed': { type: string; key: string; result: ActionResult };
  /**
   * The server drew a prize (a spin, a card) for an action no screen waits for: made before a
   * reload, or on a screen since left. The app shows it: every prize is shown exactly once.
   */
  'prize-arrived': { key: string; type: ActionType; result: ActionResult };
  /** An action the server refused was removed from the outbox (the toast says why). */
  'action-refused': { type: string; reason: string; key: string };
  /** Bot message calls were queued (a first open, a Discord link): the outbox flushes them. */
  'messages-queued': { count: number };
  /** The outbox became empty after a flush: everything the player did is on the server. */
  'outbox-drained': { confirmed: number };
};

export type DataEmitter = Emitter<DataEvents>;

/** A fresh emitter; each data client owns one. */
export function createDataEmitter(): DataEmitter {
  return mitt<DataEvents>();
}
