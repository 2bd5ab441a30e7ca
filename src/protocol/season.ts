/** GET /backend/hub/season/get-data: the running main season (its end is not set: shown as TBA). */
import { z } from 'zod/mini';

export const SEASON_PATH = '/backend/hub/season/get-data';

/** `startDate` is an ISO 8601 time. `event` is the event running beside the season, if any. */
export const seasonDataSchema = z.object({
  seasonName: z.string(),
  seasonNumber: z.int().check(z.positive()),
  startDate: z.string(),
  /** `endsAt`: the end the operator scheduled (ISO 8601), null while none is (the client shows no countdown). */
  event: z.nullable(
    z.object({
      eventName: z.string(),
      eventNumber: z.int().check(z.positive()),
      startDate: z.string(),
      endsAt: z.nullable(z.string()),
    }),
  ),
});
export type SeasonData = z.infer<typeof seasonDataSchema>;
