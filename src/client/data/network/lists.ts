/**
 * The lists fetched over REST besides the snapshot: quests (through the engine path) and the
 * season. Fetch only: the sync stores everything in one transaction.
 */
import { enginePath } from '#protocol/engine';
import { NO_ACTIVE_SEASON_SERVER_MESSAGE } from '../transport/messages.ts';
import { questListResponseSchema, type QuestListResponse } from '#protocol/quests';
import { SEASON_PATH, seasonDataSchema } from '#protocol/season';
import type { SeasonData } from '#protocol/season';
import type { DataContext } from '../context.ts';
import { requestJson } from './request.ts';
import { RequestError } from '../transport/request-error.ts';

/**
 * The quest list (the server counts `available` with the domain's rule). Sent with an empty body,
 * as docs/product.md (section 7) has it: the server's defaults are limit 100 and offset 0.
 */
export async function fetchQuests(context: DataContext): Promise<QuestListResponse> {
  return requestJson(context, { method: 'POST', path: enginePath('quest-list'), schema: questListResponseSchema });
}

/** The running season; `null` between seasons (the app shows its error screen). */
export async function fetchSeason(context: DataContext): Promise<SeasonData | null> {
  try {
    return await requestJson(context, { method: 'GET', path: SEASON_PATH, schema: seasonDataSchema });
  } catch (error) {
    if (error instanceof RequestError && error.serverMessage === NO_ACTIVE_SEASON_SERVER_MESSAGE) return null;
    throw error;
  }
}
