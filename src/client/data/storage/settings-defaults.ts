/** Colour mode preference; `system` follows Telegram's theme. */
export type ColorMode = 'light' | 'dark' | 'system';

/** The running season as the server last described it (GET /backend/hub/season/get-data). */
export interface SeasonData {
  seasonName: string;
  seasonNumber: number;
  /** ISO 8601 date-time the season started. */
  startDate: string;
}

/** Settings kept on the device (docs/product.md, section 3). Levels are percentages 0 to 100. */
export interface Settings {
  soundFxOn: boolean;
  soundFxLevel: number;
  musicOn: boolean;
  musicLevel: number;
  vibration: boolean;
  version: string;
  telegramId: string | null;
  campaignModalSeen: boolean;
  seasonData: SeasonData | null;
  colorMode: ColorMode;
  /** The locale the player picked (a Lingui locale such as `pt-BR`), null until they pick one. */
  locale: string | null;
  /** The offer to add the game to the home screen was made (it is made once, whatever the answer). */
  homeScreenOffered: boolean;
}

/** Toggles default to on, levels to 50. */
export const DEFAULT_SETTINGS: Settings = {
  soundFxOn: true,
  soundFxLevel: 50,
  musicOn: true,
  musicLevel: 50,
  vibration: true,
  version: '',
  telegramId: null,
  campaignModalSeen: false,
  seasonData: null,
  colorMode: 'system',
  locale: null,
  homeScreenOffered: false,
};
