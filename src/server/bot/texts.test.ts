import { describe, expect, it } from 'vitest';
import { REMINDER_TOPICS } from '#domain/reminders';
import linguiConfig from '../../../lingui.config.ts';
import { BOT_LOCALES, botLocale, botTexts, formatAmount } from './texts.ts';

describe('the bot’s texts', () => {
  it('speak exactly the client’s locales', () => {
    expect(Object.keys(BOT_LOCALES).sort()).toEqual([...linguiConfig.locales].sort());
  });

  it('are translated: no locale but English repeats an English text', () => {
    const english = BOT_LOCALES['en-US'];
    for (const [locale, texts] of Object.entries(BOT_LOCALES)) {
      if (locale === 'en-US') continue;
      for (const key of ['welcome', 'help', 'discordLinked', 'adminRefused', 'adminUnavailable', 'adminLink'] as const)
        expect(texts[key], `${locale} ${key}`).not.toBe(english[key]);
      expect(texts.friendJoined('1'), locale).not.toBe(english.friendJoined('1'));
      expect(texts.friendJoined('12345'), locale).toContain('12345');
      for (const topic of REMINDER_TOPICS) expect(texts.reminders[topic], `${locale} ${topic}`).not.toBe(english.reminders[topic]);
    }
  });

  it('pick the locale from Telegram’s language_code, falling back to English', () => {
    expect(botLocale('pt-br')).toBe('pt-BR');
    expect(botLocale('pt')).toBe('pt-BR');
    expect(botLocale('uk')).toBe('uk');
    expect(botLocale('en')).toBe('en-US');
    expect(botLocale('ja')).toBe('en-US');
    expect(botLocale(undefined)).toBe('en-US');
    expect(botTexts('RU').play).toBe('Играть');
  });

  it('write amounts the locale’s way', () => {
    expect(formatAmount(3000, 'en')).toBe('3,000');
    expect(formatAmount(3000, 'pt-br')).toBe('3.000');
  });
});
