/**
 * The catalog this device plays: the version the server last named, kept in Dexie so offline play
 * (and the next launch) uses the catalog it last saw, and held in the data context for the rules
 * the game store runs synchronously. Before the first fetch it is version 1, the compiled `CATALOG_V1`.
 */
import { CATALOG_V1 } from '#domain/catalog';
import type { Catalog } from '#domain/catalog-types';
import type { GameDatabase } from './db.ts';
import type { CatalogRow } from './db-rows.ts';

/** The catalog in force on one data client (its context holds it). */
export interface CatalogInForce {
  row: CatalogRow;
}

/** Version 1, what a device plays before its first sync. */
export function firstCatalog(): CatalogInForce {
  return { row: { id: 'current', version: 1, catalog: CATALOG_V1 } };
}

/** The catalog the rules run on here (the last stored one). */
export function catalogOf(holder: CatalogInForce): Catalog {
  return holder.row.catalog;
}

/** Reads the stored catalog into `holder` (at start, before the first sync). */
export async function restoreCatalog(db: GameDatabase, holder: CatalogInForce): Promise<void> {
  holder.row = (await db.catalog.get('current')) ?? firstCatalog().row;
}

/** Stores a fetched version and puts it in force; inside a transaction over `catalog`, or alone. */
export async function storeCatalog(db: GameDatabase, holder: CatalogInForce, version: number, catalog: Catalog): Promise<void> {
  const row: CatalogRow = { id: 'current', version, catalog };
  await db.catalog.put(row);
  holder.row = row;
}
