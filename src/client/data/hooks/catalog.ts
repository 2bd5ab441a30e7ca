/** The catalog the screens show and the rules run on on this device. */
import { useLiveQuery } from 'dexie-react-hooks';
import { CATALOG_V1 } from '#domain/catalog';
import type { Catalog } from '#domain/catalog-types';
import { catalogOf } from '../storage/catalog.ts';
import { useDataClient } from '../provider.ts';

/** The stored catalog (the version the server last named), re-rendering when a sync stores another. */
export function useCatalog(): Catalog {
  const client = useDataClient();
  const db = client?.context.db;
  const row = useLiveQuery(async () => (await db?.catalog.get('current')) ?? null, [db]);
  return row?.catalog ?? (client === undefined ? CATALOG_V1 : catalogOf(client.context.catalog));
}
