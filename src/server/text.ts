/**
 * Text from outside as PostgreSQL can hold it: `text` and `jsonb` refuse U+0000, and `jsonb`
 * refuses lone surrogates (the escapes JSON.stringify writes for them).
 */

/** A surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with U+0000 and lone surrogates replaced by U+FFFD, as an unknown character is. */
export function storable(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');
}

/** Control characters, and the marks and overrides that reorder text (a name could flip the leaderboard's lines). */
const HIDDEN = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A name as players see it: storable, without control or bidi characters. */
export function displayable(text: string): string {
  return storable(text).replace(HIDDEN, '');
}
