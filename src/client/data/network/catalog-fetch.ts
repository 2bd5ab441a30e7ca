/**
 * The catalog's sync: game-user names the active version; when it is not the stored one, the
 * client fetches it (`GET /backend/hub/catalog`) and stores it with the snapshot, so the views
 * rebuilt from that snapshot, and every later preview, run on the server's catalog.
 */
import type { GameUserResponse } from '#protocol/game-user';
import { CATALOG_PATH, catalogResponseSchema, type CatalogResponse } from '#protocol/catalog-version';
import type { DataContext } from '../context.ts';
import type { SeasonType } from '../storage/db-rows.ts';
import { requestJson } from './request.ts';

/**
 * The active catalog when the answers name a version other than the stored one; undefined when
 * nothing changed or it could not be fetched (the stored one stays in force until the next sync).
 */
export async function fetchNewCatalog(
  context: DataContext,
  answers: ReadonlyMap<SeasonType, GameUserResponse>,
): Promise<CatalogResponse | undefined> {
  const named = [...answers.values()].map((answer) => answer.catalogVersion);
  if (named.length === 0) return undefined;
  const stored = (await context.db.catalog.get('current'))?.version ?? 1;
  if (named.every((version) => version === stored)) return undefined;
  return requestJson(context, { method: 'GET', path: CATALOG_PATH, schema: catalogResponseSchema }).catch(() => undefined);
}
