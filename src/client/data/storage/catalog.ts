/**
 * The catalog this device plays: the version the server last named, kept in Dexie so offline play
 * (and the next launch) uses the catalog it last saw, and held in memory for the rules the outbox
 * and previews run synchronously. Before the first fetch it is version 1, the compiled `CATALOG_V1`.
 */
import { CATALOG_V1 } from '#domain/catalog';
import type { Catalog } from '#domain/catalog-types';
import type { GameDatabase } from './db.ts';
import type { CatalogRow } from './db-rows.ts';

const FIRST: CatalogRow = { id: 'current', version: 1, catalog: CATALOG_V1 };

let inForce: CatalogRow = FIRST;

/** The catalog the rules run on here (the last stored one). */
export function catalogInForce(): Catalog {
  return inForce.catalog;
}

/** Reads the stored catalog into memory (at start, before the first sync). */
export async function restoreCatalog(db: GameDatabase): Promise<void> {
  inForce = (await db.catalog.get('current')) ?? FIRST;
}

/** Stores a fetched version and puts it in force; inside a transaction over `catalog`, or alone. */
export async function storeCatalog(db: GameDatabase, version: number, catalog: Catalog): Promise<void> {
  const row: CatalogRow = { id: 'current', version, catalog };
  await db.catalog.put(row);
  inForce = row;
}
