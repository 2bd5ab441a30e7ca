/** The catalog the screens show and the rules run on on this device. */
import { CATALOG_V1 } from '#domain/catalog';
import type { Catalog } from '#domain/catalog-types';

/** The catalog in force for this player's view. */
export function useCatalog(): Catalog {
  return CATALOG_V1;
}
