/**
 * The lists fetched over REST besides the snapshot: quests (through the engine path), limited
 * products and the season. Fetch only: the sync stores everything in one transaction.
 */
import { enginePath } from '#protocol/engine';
import { NO_ACTIVE_SEASON_SERVER_MESSAGE } from '../transport/messages.ts';
import { LIMITED_PRODUCTS_PATH, limitedProductsSchema } from '#protocol/shop';
import { questListResponseSchema, type QuestListResponse } from '#protocol/quests';
import { SEASON_PATH, seasonDataSchema } from '#protocol/season';
import type { LimitedProducts } from '#protocol/shop';
import type { SeasonData } from '#protocol/season';
import type { DataContext } from '../context.ts';
import { requestJson } from '../transport/request.ts';
import { RequestError } from '../transport/request-error.ts';

/**
 * The quest list (the server counts `available` with the domain's rule). Sent with an empty body,
 * as the notes send it: the server's defaults are the notes' limit 100 and offset 0.
 */
export async function fetchQuests(context: DataContext): Promise<QuestListResponse> {
  return requestJson(context, { method: 'POST', path: enginePath('quest-list'), schema: questListResponseSchema });
}

export async function fetchLimitedProducts(context: DataContext): Promise<LimitedProducts> {
  return requestJson(context, { method: 'GET', path: LIMITED_PRODUCTS_PATH, schema: limitedProductsSchema });
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
