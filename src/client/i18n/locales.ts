/** The locales the game ships (lingui.config.ts lists the same). */
export const LOCALES = ['en-US', 'ru', 'uk', 'es', 'pt-BR', 'id', 'vi', 'tr'] as const;

/** One of the shipped locales. */
export type Locale = (typeof LOCALES)[number];

/** The source locale and the last fallback. */
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each locale's name in its own language, for the picker (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  ru: 'Русский',
  uk: 'Українська',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
  tr: 'Türkçe',
};

/** True for a shipped locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The shipped locale for a language tag (`pt` and `pt-PT` → `pt-BR`, `en-GB` → `en-US`,
 * `uk-UA` → `uk`, `in` (old code for Indonesian) → `id`), or null when none fits.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (typeof tag !== 'string' || tag.trim() === '') return null;
  const lower = tag.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  const alias = language === 'in' ? 'id' : language;
  return LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === alias) ?? null;
}

/** Where the first locale may come from, strongest first. */
export interface LocaleSources {
  /** The player's own pick: the locale cookie, else the settings row. */
  saved: string | null;
  /** The start parameter's `lang_` part, only when the link named one. */
  startParamLanguage: string | null;
  /** Telegram's `language_code` of the player. */
  telegramLanguage: string | null;
}

/**
 * The locale to start with: the player's saved pick, else the start parameter's language, else
 * Telegram's language, else en-US. A source naming an unshipped language is skipped.
 */
export function chooseLocale(sources: LocaleSources): Locale {
  return matchLocale(sources.saved) ?? matchLocale(sources.startParamLanguage) ?? matchLocale(sources.telegramLanguage) ?? DEFAULT_LOCALE;
}
