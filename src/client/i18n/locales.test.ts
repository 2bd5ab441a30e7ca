import { describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale } from './locales.ts';

describe('matchLocale', () => {
  it('maps language tags to shipped locales', () => {
    expect(matchLocale('ru')).toBe('ru');
    expect(matchLocale('pt-br')).toBe('pt-BR');
    expect(matchLocale('pt')).toBe('pt-BR');
    expect(matchLocale('pt_PT')).toBe('pt-BR');
    expect(matchLocale('en')).toBe('en-US');
    expect(matchLocale('en-GB')).toBe('en-US');
    expect(matchLocale('uk-UA')).toBe('uk');
    expect(matchLocale('in')).toBe('id');
    expect(matchLocale('TR')).toBe('tr');
  });

  it('gives null for unshipped or missing languages', () => {
    expect(matchLocale('de')).toBeNull();
    expect(matchLocale('')).toBeNull();
    expect(matchLocale(null)).toBeNull();
  });
});

describe('chooseLocale', () => {
  it('prefers the saved pick, then the start parameter, then Telegram, then en-US', () => {
    expect(chooseLocale({ saved: 'vi', startParamLanguage: 'ru', telegramLanguage: 'es' })).toBe('vi');
    expect(chooseLocale({ saved: null, startParamLanguage: 'ru', telegramLanguage: 'es' })).toBe('ru');
    expect(chooseLocale({ saved: null, startParamLanguage: null, telegramLanguage: 'es' })).toBe('es');
    expect(chooseLocale({ saved: null, startParamLanguage: null, telegramLanguage: null })).toBe('en-US');
  });

  it('skips a source naming an unshipped language', () => {
    expect(chooseLocale({ saved: 'xx', startParamLanguage: 'de', telegramLanguage: 'tr' })).toBe('tr');
    expect(chooseLocale({ saved: null, startParamLanguage: null, telegramLanguage: 'fr' })).toBe('en-US');
  });
});
