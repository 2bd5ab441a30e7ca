/**
 * The settings kept on the device (docs/product.md, section 3) for the screens: read live from the
 * data client's database, starting from the last settings it saw (those the boot read), so a
 * screen rendered after boot never flashes the defaults.
 */
import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDataClient } from '../provider.ts';
import { DEFAULT_SETTINGS, type Settings } from '../storage/settings-defaults.ts';
import { readSettings, updateSettings } from '../storage/settings.ts';

/** The current settings, re-rendering on every change (from this tab or another); the defaults without a data client. */
export function useSettings(): Settings {
  const context = useDataClient()?.context;
  return useLiveQuery(
    async () => {
      if (context === undefined) return DEFAULT_SETTINGS;
      context.settings = await readSettings(context.db);
      return context.settings;
    },
    [context],
    context?.settings ?? DEFAULT_SETTINGS,
  );
}

/** Merges a patch into the stored settings (in one transaction); nothing without a data client. */
export function useUpdateSettings(): (patch: Partial<Settings>) => Promise<void> {
  const context = useDataClient()?.context;
  return useCallback(
    async (patch) => {
      if (context === undefined) return;
      context.settings = await updateSettings(patch, context.db);
    },
    [context],
  );
}
