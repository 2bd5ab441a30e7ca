/** The shop products' names in the player's language, by product id (the catalog's are English). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const PRODUCT_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'starter-pack': msg`Starter pack`,
  'daily-water': msg`Daily water`,
  'spin-bundle': msg`Spin bundle`,
  'spin-1': msg`One spin`,
  'spin-10': msg`Ten spins`,
};
