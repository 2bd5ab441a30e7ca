/**
 * Keeps a player's state on the running season and event. A new main season starts the farm
 * afresh (`startMainSeason`: tokens and the records limits count on are kept); a new or ended event resets
 * the event half. When the player was on a season or event that changed, the answer carries the
 * `season-or-event-end-updated-used-refresh` message so the client reloads.
 */
import type { Catalog } from '#domain/catalog-types';
import type { PlayerState } from '#domain/player';
import { endEventSeason, startEventSeason, startMainSeason } from '#domain/seasons';
import type { SeasonRow } from './seasons.ts';

export interface RunningSeasons {
  main: SeasonRow | undefined;
  event: SeasonRow | undefined;
}

export interface SeasonSync {
  state: PlayerState;
  seasonId: number | null;
  eventId: number | null;
  /** The player was on a season or event that ended or changed. */
  changed: boolean;
}

/** Key stored in `PlayerState.eventSeason` for an event row. */
export function eventKey(event: SeasonRow): string {
  return `event-${event.number}`;
}

/** Moves a settled state onto the running season and event. */
export function syncSeasons(
  catalog: Catalog,
  state: PlayerState,
  current: { seasonId: number | null },
  running: RunningSeasons,
  now: number,
): SeasonSync {
  let next = state;
  let changed = false;
  let seasonId = current.seasonId;
  if (running.main !== undefined && running.main.id !== seasonId) {
    if (seasonId !== null) {
      next = startMainSeason(catalog, next, now);
      changed = true;
    }
    seasonId = running.main.id;
  }
  const key = running.event === undefined ? null : eventKey(running.event);
  if (next.eventSeason !== key) {
    if (next.eventSeason !== null) changed = true;
    next = key === null ? endEventSeason(next) : startEventSeason(catalog, endEventSeason(next), key, now);
  }
  return { state: next, seasonId, eventId: running.event?.id ?? null, changed };
}
