/**
 * The catalogs this process has read, by version. A version's content never changes once
 * published, so each is read from the database once; which version is active is not cached here
 * but read with every player (`player-statements.ts`), so every instance agrees at once.
 */
import { eq } from 'drizzle-orm';
import { CATALOG_V1 } from '#domain/catalog';
import type { Catalog } from '#domain/catalog-types';
import { catalogSchema } from '#protocol/catalog-version';
import type { Queryable } from '../db/database.ts';
import { catalogVersions } from '../db/schema.ts';

export interface CatalogStore {
  /** The content of catalog `version` (version 1 is `CATALOG_V1`, the seed). */
  get(db: Queryable, version: number): Promise<Catalog>;
}

/** A store of this process; loads of one version at the same time share one read. */
export function catalogStore(): CatalogStore {
  const loaded = new Map<number, Promise<Catalog>>([[1, Promise.resolve(CATALOG_V1)]]);
  const load = async (db: Queryable, version: number): Promise<Catalog> => {
    const [row] = await db.select({ catalog: catalogVersions.catalog }).from(catalogVersions).where(eq(catalogVersions.version, version));
    if (row === undefined) throw new Error(`catalog version ${version} is not in the database`);
    return catalogSchema.parse(row.catalog);
  };
  return {
    get(db, version) {
      const known = loaded.get(version);
      if (known !== undefined) return known;
      const loading = load(db, version);
      loaded.set(version, loading);
      // A failed read is forgotten, so the next request reads again.
      void loading.catch(() => loaded.delete(version));
      return loading;
    },
  };
}
