/**
 * The one way a screen acts: the action goes through the data client (optimistic, then the
 * outbox), and the outcome is announced on the client's emitter for the app to make felt and
 * seen (`action-performed`: the moment's feedback or the refusal's, and the granted rewards to
 * toast). The data layer never plays a sound or draws a toast itself: it imports neither the
 * platform nor the ui.
 */
import { useCallback } from 'react';
import type { Action } from '#domain/actions';
import type { DataClient } from '../client.ts';
import { useDataClient } from '../provider.ts';
import type { ActionMoment } from '../events.ts';
import type { ActOutcome } from '../store/game-store.ts';
import type { SeasonType } from '../storage/db-rows.ts';

export interface GameActionOptions {
  moment: ActionMoment;
  /** The snapshot the action applies to (default `main`; the event's state lives in `main` too). */
  season?: SeasonType | undefined;
  /** Toast what the action granted (a claim, a purchase, the tractor); off for plain moves. */
  announce?: boolean | undefined;
}

/** Acts and announces the outcome; resolves with it (the key is the server's result's handle). */
export type PerformAction = (action: Action, options: GameActionOptions) => Promise<ActOutcome>;

async function performAction(
  client: DataClient | undefined,
  action: Action,
  { moment, season = 'main', announce = false }: GameActionOptions,
): Promise<ActOutcome> {
  if (client === undefined) throw new Error('a screen acted without a data client (DataProvider)');
  const outcome = await client.act(action, season);
  const granted = outcome.ok ? outcome.value.result.granted : [];
  client.events.emit('action-performed', { type: action.type, applied: outcome.ok, moment, granted, announce });
  return outcome;
}

/** The screens' action function (see the file comment). */
export function useGameAction(): PerformAction {
  const client = useDataClient();
  return useCallback((action, options) => performAction(client, action, options), [client]);
}
