/** The running season as GET season/get-data answers it, and as the login answers it beside its snapshot. */
import type { SeasonData } from '#protocol/season';
import type { Queryable } from '../db/database.ts';
import { scheduledEnd } from './season-schedule.ts';
import type { RunningSeasons } from './season-sync.ts';
import { runningSeasons } from './seasons.ts';

/** The running main season and its event; null between seasons. `running`: already read (the login's statement). */
export async function seasonData(db: Queryable, running?: RunningSeasons): Promise<SeasonData | null> {
  // One query for both (an arrival reads it with every first open, docs/scaling.md).
  const { main: season, event } = running ?? (await runningSeasons(db));
  if (season === undefined) return null;
  const eventEnd = event === undefined ? null : await scheduledEnd(db, 'event', event.startedAt);
  return {
    seasonName: season.name,
    seasonNumber: season.number,
    startDate: new Date(season.startedAt).toISOString(),
    event:
      event === undefined
        ? null
        : {
            eventName: event.name,
            eventNumber: event.number,
            startDate: new Date(event.startedAt).toISOString(),
            endsAt: eventEnd === null ? null : new Date(eventEnd).toISOString(),
          },
  };
}
