/**
 * A name as other players see it on the leaderboard and the friends lists (docs/player-names.md):
 * what people read, and nothing that hides, stretches or piles up. Telegram signs the name, yet
 * its owner chose every character.
 */
import { storable } from './text.ts';

/**
 * Dropped everywhere: control and format characters (zero-width space, word joiner, BOM, soft
 * hyphen, U+180E, tag characters, bidi marks and overrides, ...), private use and unassigned code
 * points, and the fillers that draw nothing (Hangul fillers, the blank braille pattern).
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0\u2800]/gu;
/**
 * Emoji join with ZWJ (U+200D, format): it is kept between two pictographs (the first perhaps with
 * its presentation or skin-tone mark), so a family or a profession stays one picture; a ZWJ
 * anywhere else is dropped.
 */
const STRAY_JOINER = /(?<!\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
const JOINER = '\u200D';
/** Combining marks kept on one character: accents and vowel signs of every script fit; a tower of 120 does not. */
export const MARKS_PER_CHARACTER = 2;
const MARK_PILE = new RegExp(`(\\p{M}{${MARKS_PER_CHARACTER}})\\p{M}+`, 'gu');
/** Any run of spaces and line breaks. */
const SPACES = /[\s\p{Z}]+/gu;

/** How wide a name may be, in ordinary characters (a user-perceived character, whatever its script, counts 1). */
export const NAME_WIDTH = 48;
/** At most this many UTF-16 units (the lists' schema, #protocol/player-card, allows 160). */
const NAME_UNITS = 160;
/** Characters drawn many times wider than a letter: the Arabic ligatures of whole phrases, and the long dashes. */
const VERY_WIDE = /^[\uFDFD\uFDFA\uFDFB\u2E3A\u2E3B\u{12031}\u{1242B}]/u;
/** What one very wide character counts for in NAME_WIDTH. */
export const VERY_WIDE_WIDTH = 8;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The name cut at a character boundary once it reaches NAME_WIDTH (or NAME_UNITS). */
function bounded(text: string): string {
  let width = 0;
  let end = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    width += VERY_WIDE.test(segment) ? VERY_WIDE_WIDTH : 1;
    if (width > NAME_WIDTH || index + segment.length > NAME_UNITS) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * The name others see: storable, NFC, without hidden characters, ZWJ only inside emoji, at most
 * MARKS_PER_CHARACTER combining marks on a character, spaces collapsed, trimmed, bounded in width;
 * '' when nothing readable is left (the lists then show `@username` or their placeholder).
 */
export function playerName(text: string): string {
  const visible = storable(text)
    .normalize('NFC')
    .replace(STRAY_JOINER, '')
    .replace(HIDDEN, (hidden) => (hidden === JOINER ? JOINER : ''))
    .replace(MARK_PILE, '$1')
    .replace(SPACES, ' ')
    .trim();
  // A mark left with nothing to sit on (the name began with one) goes too.
  return bounded(visible.replace(/^\p{M}+/u, '')).trim();
}
