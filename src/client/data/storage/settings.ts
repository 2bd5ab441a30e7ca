import type { GameDatabase } from './db.ts';
import { DEFAULT_SETTINGS, type ColorMode, type Settings } from './settings-defaults.ts';

/** The key of the one row of the settings table. */
const ROW_ID = 'settings';

const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'system'];

function level(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : fallback;
}

function flag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Fills what a stored row lacks (a row written by an older build) with the defaults and
 * repairs what is out of range, so readers never see a partial or invalid object.
 */
export function normalizeSettings(stored: Partial<Record<keyof Settings, unknown>> | undefined): Settings {
  const value = stored ?? {};
  const colorMode = COLOR_MODES.find((mode) => mode === value.colorMode) ?? DEFAULT_SETTINGS.colorMode;
  return {
    ...DEFAULT_SETTINGS,
    ...(value as Partial<Settings>),
    soundFxOn: flag(value.soundFxOn, DEFAULT_SETTINGS.soundFxOn),
    soundFxLevel: level(value.soundFxLevel, DEFAULT_SETTINGS.soundFxLevel),
    musicOn: flag(value.musicOn, DEFAULT_SETTINGS.musicOn),
    musicLevel: level(value.musicLevel, DEFAULT_SETTINGS.musicLevel),
    vibration: flag(value.vibration, DEFAULT_SETTINGS.vibration),
    campaignModalSeen: flag(value.campaignModalSeen, DEFAULT_SETTINGS.campaignModalSeen),
    homeScreenOffered: flag(value.homeScreenOffered, DEFAULT_SETTINGS.homeScreenOffered),
    colorMode,
    locale: typeof value.locale === 'string' && value.locale.length > 0 ? value.locale : null,
  };
}

/** Reads the settings row (the defaults when there is none). */
export async function readSettings(db: GameDatabase): Promise<Settings> {
  const row = await db.settings.get(ROW_ID);
  return normalizeSettings(row?.value);
}

/** Merges `patch` into the stored settings in one transaction and returns the result. */
export async function updateSettings(patch: Partial<Settings>, db: GameDatabase): Promise<Settings> {
  return db.transaction('rw', db.settings, async () => {
    const row = await db.settings.get(ROW_ID);
    const merged = normalizeSettings({ ...normalizeSettings(row?.value), ...patch });
    await db.settings.put({ id: ROW_ID, value: merged });
    return merged;
  });
}
