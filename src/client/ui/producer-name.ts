/** The producers' names in the player's language, by catalog id (the catalog's names are English). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const NAMES: Readonly<Record<string, MessageDescriptor>> = {
  sprouter: msg`Seed Sprouter`,
  field: msg`Wheat Field`,
  compost: msg`Compost Heap`,
  market: msg`Farmers' Market`,
  beehive: msg`Beehive`,
  orchard: msg`Apple Orchard`,
  dairy: msg`Dairy Barn`,
  windmill: msg`Windmill`,
  'event-pumpkin-sprouter': msg`Pumpkin Sprouter`,
  'event-pumpkin-patch': msg`Pumpkin Patch`,
  'event-pie-stand': msg`Pie Stand`,
};

/** A function from a producer (its id and catalog name) to its name in the player's language. */
export function useProducerName(): (producer: { id: string; name: string }) => string {
  const { i18n } = useLingui();
  return ({ id, name }) => {
    const descriptor = NAMES[id];
    return descriptor ? i18n._(descriptor) : name;
  };
}
