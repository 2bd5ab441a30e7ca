import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { writeLocaleCookie } from './locale-cookie.ts';
import { messages as sourceMessages } from './locales/en-US.po';

export { i18n };

/**
 * Loads a compiled catalog: the Lingui Vite plugin compiles the `.po` file on import. The source
 * locale's (a few KB) is part of the first load, so most players' first screen waits for no
 * download; the others are chunks of their own.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return sourceMessages;
  const catalog = (await import(`./locales/${locale}.po`)) as { messages: Messages };
  return catalog.messages;
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
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** The player picked a locale: activate it and keep it in the cookie. */
export async function changeLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  writeLocaleCookie(locale);
}
