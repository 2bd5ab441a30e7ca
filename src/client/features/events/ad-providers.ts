/** The provider the game uses: Adsgram when a block id was configured at build time, else the development one. */
import { createDevAdProvider, type AdProvider, type DevAdProvider } from './ad-provider.ts';
import { createAdsgramProvider } from './adsgram-provider.ts';

const devProvider = createDevAdProvider();

function configuredBlockId(): string | undefined {
  const value: unknown = import.meta.env.VITE_ADSGRAM_BLOCK_ID;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

const blockId = configuredBlockId();
const provider: AdProvider = blockId === undefined ? devProvider : createAdsgramProvider(blockId);

/** The app's ad provider. */
export function adProvider(): AdProvider {
  return provider;
}

/** The development provider, when it is the one in use (its countdown screen must be mounted). */
export function devAdProvider(): DevAdProvider | undefined {
  return provider === devProvider ? devProvider : undefined;
}
