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

/** The name of the first string field of `body` that holds U+0000, if any. */
export function fieldWithNul(body: Readonly<Record<string, unknown>>): string | undefined {
  return Object.keys(body).find((key) => {
    const value = body[key];
    return typeof value === 'string' && value.includes('\u0000');
  });
}
