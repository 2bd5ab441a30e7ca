/**
 * What the bot says, in each language the client speaks (the same locales as
 * `lingui.config.ts`): one typed catalog per locale in `locales/`, so a text missing in one
 * language fails the type check. Texts are the server's own; nothing a player wrote is ever part
 * of one (numbers are formatted here, names never appear).
 */
import type { ReminderTopic } from '#domain/reminders';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { id } from './locales/id.ts';
import { ptBR } from './locales/pt-br.ts';
import { ru } from './locales/ru.ts';
import { tr } from './locales/tr.ts';
import { uk } from './locales/uk.ts';
import { vi } from './locales/vi.ts';

export interface BotTexts {
  /** The welcome of /start and of a player's first open. */
  welcome: string;
  /** The button that opens the game. */
  play: string;
  help: string;
  /** To a referrer: a friend joined through their link, and `amount` tokens (formatted) were credited. */
  friendJoined: (amount: string) => string;
  discordLinked: string;
  /** /admin from someone who is not an operator. */
  adminRefused: string;
  /** /admin from an operator while the console is not served. */
  adminUnavailable: string;
  /** /admin from an operator: the one-time sign-in link follows as a button. */
  adminLink: string;
  /** The button that opens the console. */
  adminOpen: string;
  /** A Stars invoice's title and description: `tokens` (formatted) whole tokens it grants. */
  starsTitle: (tokens: string) => string;
  starsDescription: (tokens: string) => string;
  /** Why a Stars payment is refused at checkout (sold out or withdrawn). */
  starsRefused: string;
  /** A reminder to a player who is away, by what it is about (domain/reminders.ts); the play button follows. */
  reminders: Record<ReminderTopic, string>;
  /** The invite the player shares (`savePreparedInlineMessage`): its caption, above the link, and its button. */
  inviteMessage: string;
  inviteButton: string;
  /** The command menu's descriptions. */
  commands: { start: string; help: string };
}

/** Locale tags as the client's catalogs name them, each with its texts. */
export const BOT_LOCALES = { 'en-US': en, ru, uk, es, 'pt-BR': ptBR, id, vi, tr } satisfies Record<string, BotTexts>;
export type BotLocale = keyof typeof BOT_LOCALES;

const FALLBACK: BotLocale = 'en-US';

/**
 * The locale for a Telegram `language_code` (IETF tag, e.g. `pt-br`, `en`, `uk`): the exact tag,
 * else its language with any region, else English.
 */
export function botLocale(languageCode: string | undefined | null): BotLocale {
  if (languageCode === undefined || languageCode === null || languageCode === '') return FALLBACK;
  const wanted = languageCode.toLowerCase();
  const locales = Object.keys(BOT_LOCALES) as BotLocale[];
  const exact = locales.find((locale) => locale.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const language = wanted.split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? FALLBACK;
}

/** The texts for a Telegram `language_code`. */
export function botTexts(languageCode: string | undefined | null): BotTexts {
  return BOT_LOCALES[botLocale(languageCode)];
}

/** A whole number written the locale's way (1,000 / 1 000 / 1.000). */
export function formatAmount(amount: number, languageCode: string | undefined | null): string {
  return new Intl.NumberFormat(botLocale(languageCode)).format(amount);
}
