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
