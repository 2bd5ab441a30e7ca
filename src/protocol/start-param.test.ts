import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseStartParam, referrerFromStartParam } from './start-param.ts';

describe('parseStartParam', () => {
  it('gives the defaults for a missing or empty parameter', () => {
    for (const raw of [undefined, null, '']) {
      expect(parseStartParam(raw)).toEqual({
        referrerId: null,
        language: 'en',
        hasLanguage: false,
        referrerLanguage: 'en',
        code: null,
        discordId: null,
        tappads: null,
        region: null,
        tgClickId: null,
      });
    }
  });

  it('reads a lone referrer part', () => {
    expect(parseStartParam('r_42').referrerId).toBe('42');
  });

  it('reads every part of a full parameter', () => {
    const parsed = parseStartParam(
      'r_42__lang_pt-br__rl_ru__code_SPRING-24__discord_80351110224__tappads_acme_c-77_x__region_latam__tgclick_AbC123',
    );
    expect(parsed).toEqual({
      referrerId: '42',
      language: 'pt-BR',
      hasLanguage: true,
      referrerLanguage: 'ru',
      code: 'SPRING-24',
      discordId: '80351110224',
      tappads: { publisher: 'acme', clickId: 'c-77_x' },
      region: 'latam',
      tgClickId: 'AbC123',
    });
  });

  it('keeps the parts in any order', () => {
    const parsed = parseStartParam('lang_uk__r_7');
    expect(parsed.language).toBe('uk');
    expect(parsed.referrerId).toBe('7');
  });

  it('ignores malformed parts and keeps the good ones', () => {
    const parsed = parseStartParam(
      'r_abc__lang_123__rl___code_a+b__discord_x1__tappads_onlypublisher__region___tgclick_!!__garbage__lang_es',
    );
    expect(parsed.referrerId).toBeNull();
    expect(parsed.language).toBe('es');
    expect(parsed.referrerLanguage).toBe('en');
    expect(parsed.code).toBeNull();
    expect(parsed.discordId).toBeNull();
    expect(parsed.tappads).toBeNull();
    expect(parsed.region).toBeNull();
    expect(parsed.tgClickId).toBeNull();
  });

  it('keeps the first well-formed occurrence of a repeated part', () => {
    const parsed = parseStartParam('r_1__r_2__lang_tr__lang_vi');
    expect(parsed.referrerId).toBe('1');
    expect(parsed.language).toBe('tr');
  });

  it('refuses a referrer id with a leading zero or more than 20 digits', () => {
    expect(parseStartParam('r_042').referrerId).toBeNull();
    expect(parseStartParam(`r_${'9'.repeat(21)}`).referrerId).toBeNull();
  });

  it('ignores unknown prefixes and prototype names', () => {
    const parsed = parseStartParam('constructor_x__toString_y__foo_bar__r_5');
    expect(parsed.referrerId).toBe('5');
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        const parsed = parseStartParam(raw);
        expect(typeof parsed.language).toBe('string');
        expect(typeof parsed.referrerLanguage).toBe('string');
      }),
    );
  });
});

describe('referrerFromStartParam', () => {
  it('reads the referrer as a number, refusing ids past the safe integers', () => {
    expect(referrerFromStartParam('lang_ru__r_42')).toBe(42);
    expect(referrerFromStartParam('r_99999999999999999999')).toBeNull();
    expect(referrerFromStartParam(undefined)).toBeNull();
  });
});
