/** The catalog the screens show and the rules run on on this device. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Catalog } from '#domain/catalog-types';
import { catalogInForce } from '../storage/catalog.ts';
import { database } from '../storage/db.ts';

/** The stored catalog (the version the server last named), re-rendering when a sync stores another. */
export function useCatalog(): Catalog {
  const row = useLiveQuery(async () => (await database().catalog.get('current')) ?? null, []);
  return row?.catalog ?? catalogInForce();
}
