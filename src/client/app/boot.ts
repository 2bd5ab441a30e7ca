import { loadNetwork, readSettings, DEFAULT_SETTINGS, type DataClient, type GameDatabase, type Settings } from '../data/index.ts';
import { activateLocale } from '../i18n/i18n.ts';
import { readLocaleCookie } from '../i18n/locale-cookie.ts';
import { chooseLocale, type Locale } from '../i18n/locales.ts';
import { bootTelegram, launchStartParam, launchUser, resolveLaunch, telegramIsDark, type LaunchKind } from '../platform/telegram/index.ts';
import { applyTheme, resolveTheme } from './color-mode.ts';
import { reportUncaughtFailures } from './crash-reports.ts';
import { resetGameMounted } from './game-mounted.ts';
import { guardCodeLoading, startPwa } from './pwa/pwa-runtime.ts';
import { yieldToMain } from '../platform/yield.ts';

/** What the shell knows once it has started. */
export interface BootResult {
  launch: LaunchKind;
  locale: Locale;
  settings: Settings;
}

async function settingsOrDefaults(db: GameDatabase): Promise<Settings> {
  try {
    return await readSettings(db);
  } catch (error) {
    // IndexedDB can be unavailable (private mode, a full disk): play with the defaults.
    console.error('settings could not be read', error);
    return DEFAULT_SETTINGS;
  }
}

/**
 * Starts the shell before the first render: uncaught failures reported, game flags reset, the launch resolved (Telegram, or
 * mocked) and the Telegram SDK started alongside, settings read, the first locale chosen and
 * loaded, the theme painted (no flash of the wrong one).
 */
export async function bootShell(db: GameDatabase, data: () => DataClient | undefined): Promise<BootResult> {
  guardCodeLoading();
  reportUncaughtFailures(window, data);
  resetGameMounted();
  const launch = await resolveLaunch();
  // The SDK's code loads and starts beside the boot, not before the first render: nothing the
  // first render needs comes from it (the launch parameters are read without it). The network
  // code downloads beside it too: the first sync needs it right after the first render.
  if (launch !== 'outside') {
    loadNetwork().catch(() => undefined);
    bootTelegram().catch((error: unknown) => {
      console.error('the Telegram SDK failed to start', error);
    });
  }
  await yieldToMain();
  const settings = await settingsOrDefaults(db);
  const startParam = launchStartParam();
  const locale = chooseLocale({
    saved: readLocaleCookie() ?? settings.locale,
    startParamLanguage: startParam.hasLanguage ? startParam.language : null,
    telegramLanguage: launchUser()?.languageCode ?? null,
  });
  await activateLocale(locale);
  await yieldToMain();
  applyTheme(resolveTheme(settings.colorMode, telegramIsDark()));
  // The service worker and update checks belong to built apps; the dev server reloads by itself.
  if (__PWA_ENABLED__) startPwa({ devOverrides: launch === 'mock', serverVersion: () => data()?.serverVersion() });
  return { launch, locale, settings };
}
