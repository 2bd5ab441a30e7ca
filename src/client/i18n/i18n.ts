import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { writeLocaleCookie } from './locale-cookie.ts';
import { messages as sourceMessages } from './locales/en-US.po';

export { i18n };

/**
 * Loads a compiled catalog of the shell and the farm: the Lingui Vite plugin compiles the `.po`
 * file on import. The source locale's (a few KB) is part of the first load, so most players' first
 * screen waits for no download; the others are chunks of their own.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return sourceMessages;
  const catalog = (await import(`./locales/${locale}.po`)) as { messages: Messages };
  return catalog.messages;
}

/**
 * The catalog of what loads after the first paint (lingui.config.ts: the screens, the shell's parts
 * loaded beside the first render, the failure texts), in every locale a chunk of its own: the
 * first load does without it (docs/performance.md).
 */
async function loadLaterCatalog(locale: Locale): Promise<Messages> {
  const catalog = (await import(`./locales/later/${locale}.po`)) as { messages: Messages };
  return catalog.messages;
}

/** Whether a part asked for the later messages: a locale activated since brings them too. */
let laterWanted = false;
/** The later messages loaded (or loading), by locale. */
const laterLoaded = new Map<Locale, Promise<void>>();

/**
 * Loads the later messages of the active locale (once per locale), beside the active catalog. A
 * part loaded after the first paint awaits this with its code; a failed load is tried again by the
 * next. Before any locale is active (a screen preloaded before the boot's activation) the
 * activation loads them.
 */
export function loadLaterMessages(locale = i18n.locale as Locale | undefined): Promise<void> {
  laterWanted = true;
  if (!locale) return Promise.resolve();
  let loaded = laterLoaded.get(locale);
  if (loaded === undefined) {
    loaded = loadLaterCatalog(locale).then(
      (messages) => {
        i18n.load(locale, messages);
      },
      (error: unknown) => {
        laterLoaded.delete(locale);
        throw error;
      },
    );
    laterLoaded.set(locale, loaded);
  }
  return loaded;
}

/** Loads and activates a locale, and tells the document its language. */
export async function activateLocale(locale: Locale): Promise<void> {
  let messages: Messages;
  try {
    messages = await loadCatalog(locale);
  } catch (error) {
    // A catalog chunk that fails to load must not keep the game from starting: the source
    // locale's is part of the first load and cannot fail.
    console.error(`catalog ${locale} failed to load`, error);
    await activateLocale(DEFAULT_LOCALE);
    return;
  }
  // Activating replaces the locale's messages: the later ones come along once a part used them.
  // If they fail here, the next part's load tries again.
  laterLoaded.delete(locale);
  const laterMessages = laterWanted
    ? await loadLaterCatalog(locale).catch((error: unknown) => {
        console.error(`later catalog ${locale} failed to load`, error);
        return undefined;
      })
    : undefined;
  i18n.loadAndActivate({ locale, messages: { ...messages, ...laterMessages } });
  if (laterMessages !== undefined) laterLoaded.set(locale, Promise.resolve());
  document.documentElement.lang = locale;
}

/** The player picked a locale: activate it and keep it in the cookie. */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeLocaleCookie(locale);
}
