import { describe, expect, it } from 'vitest';
import { MARKS_PER_CHARACTER, NAME_WIDTH, VERY_WIDE_WIDTH, playerName } from './player-name.ts';

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

describe('a player name as others see it', () => {
  it('drops zero-width characters: U+200B, U+200D (outside emoji), U+2060, U+FEFF', () => {
    expect(playerName('A\u200Bn\u200Dn\u2060a\uFEFF')).toBe('Anna');
    expect(playerName('\u200B\u200D\u2060\uFEFF')).toBe('');
  });

  it('drops the soft hyphen U+00AD, U+180E, tag characters and bidi controls', () => {
    expect(playerName('Ann\u00ADa\u180E')).toBe('Anna');
    expect(playerName('Bo\u{E0041}\u{E0042}\u{E007F}b')).toBe('Bob');
    expect(playerName('\u202Eevil\u2066 \u200Ename\u0007')).toBe('evil name');
  });

  it('drops Hangul fillers and the blank braille pattern: a name of nothing else is blank', () => {
    for (const filler of ['\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800']) {
      expect(playerName(filler.repeat(5))).toBe('');
      expect(playerName(`Kim${filler}Lee`)).toBe('KimLee');
    }
  });

  it('drops private use and unassigned code points', () => {
    expect(playerName('Ann\uE000\u{F0000}\u0378a')).toBe('Anna');
  });

  it(`keeps at most ${MARKS_PER_CHARACTER} combining marks on a character: 120 become a readable name`, () => {
    const piled = playerName(`Z${'\u0336'.repeat(120)}oe`);
    expect(piled).toBe(`Z${'\u0336'.repeat(MARKS_PER_CHARACTER)}oe`);
    expect(playerName('\u0301\u0301\u0301Ann')).toBe('Ann');
  });

  it('keeps what people read: letters of every script, accents, spaces between words', () => {
    for (const name of ['Đặng Thị Ngọc', '李小龍', 'Алёна Ковальчук', 'محمد علي', 'नमस्ते दुनिया', 'สมชาย ใจดี', 'Zoë Ünal', 'Ελένη', 'שרה']) {
      expect(playerName(name)).toBe(name);
    }
    // NFD as some keyboards type it comes out composed (the same letters, fewer marks).
    expect(playerName('Zoe\u0308')).toBe('Zoë');
  });

  it('keeps emoji whole, ZWJ sequences, skin tones and keycaps included', () => {
    const emoji = ['👨‍👩‍👧', '👩🏽‍🌾', '🏳️‍🌈', '👍🏽', '1️⃣', '❤️'];
    for (const picture of emoji) expect(playerName(`Ann ${picture}`)).toBe(`Ann ${picture}`);
    // A ZWJ between a letter and a pictograph joins nothing: dropped.
    expect(playerName('A\u200D👍')).toBe('A👍');
  });

  it(`bounds the width: ${NAME_WIDTH} characters, a very wide one counting ${VERY_WIDE_WIDTH}`, () => {
    expect(playerName('x'.repeat(200))).toBe('x'.repeat(NAME_WIDTH));
    expect(playerName('\uFDFD'.repeat(64))).toBe('\uFDFD'.repeat(NAME_WIDTH / VERY_WIDE_WIDTH));
    const families = playerName('👨‍👩‍👧‍👦'.repeat(64));
    expect(families.length).toBeLessThanOrEqual(160);
    expect(graphemes(families)).toBe(Math.floor(160 / '👨‍👩‍👧‍👦'.length));
    // Cut between characters, never inside one.
    expect(playerName(`${'a'.repeat(NAME_WIDTH - 1)}👩🏽‍🌾b`)).toBe(`${'a'.repeat(NAME_WIDTH - 1)}👩🏽‍🌾`);
  });

  it('collapses runs of spaces and line breaks, and trims', () => {
    expect(playerName('  Ann \u3000 \n Lee\u2028 ')).toBe('Ann Lee');
    expect(playerName(' \u200B ')).toBe('');
  });
});
